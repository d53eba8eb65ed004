import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral` and `@ReducerCaseIgnored`: markers that `@Reducer` reads on the cases
/// of an enum reducer (see `ReducerMacro+EnumCase.swift`). They generate nothing; written
/// anywhere but on an enum case, they are diagnosed.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if !declaration.is(EnumCaseDeclSyntax.self) {
      let name = node.attributeName.baseName ?? "ReducerCase"
      context.diagnose(
        .error(
          "'@\(name)' applies to a case of a '@Reducer' enum",
          id: "reducer-case-marker-placement"
        ),
        at: node
      )
    }
    return []
  }
}
