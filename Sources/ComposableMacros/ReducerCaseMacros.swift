import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral`: a marker that `@Reducer` reads on the cases of an enum reducer
/// (see `ReducerMacro+EnumCase.swift`). It generates nothing.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    diagnoseIfNotEnumCase(node, declaration, in: context)
    return []
  }
}

/// `@ReducerCaseIgnored`: a marker that `@Reducer` reads on the cases of an enum reducer (see
/// `ReducerMacro+EnumCase.swift`). It generates nothing.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    diagnoseIfNotEnumCase(node, declaration, in: context)
    return []
  }
}

/// Diagnoses a case marker written on something other than an enum case.
private func diagnoseIfNotEnumCase(
  _ node: AttributeSyntax,
  _ declaration: some DeclSyntaxProtocol,
  in context: some MacroExpansionContext
) {
  guard !declaration.is(EnumCaseDeclSyntax.self) else { return }
  let name = node.attributeName.baseName ?? "ReducerCase"
  context.diagnose(
    .error(
      "'@\(name)' applies to a case of a '@Reducer' enum",
      id: "reducer-case-marker-placement"
    ),
    at: node
  )
}
