import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateIgnored`: keeps a stored property of an `@ObservableState` struct out of
/// observation. It generates nothing; `@ObservableState` skips properties that carry it.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  /// Generates no accessor: the property stays stored and untracked.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
