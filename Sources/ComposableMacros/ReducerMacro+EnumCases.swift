import SwiftSyntax
import SwiftSyntaxMacros

// The cases of an `@Reducer` enum, read from its declaration (each a `ReducerCase`, see
// `ReducerMacro+EnumCase.swift`) and spelled back as the lines of the members it generates.
// Cases declared inside `#if` blocks stay inside the same blocks in every generated member (see
// `EnumCaseTree`).

extension ReducerMacro {
  /// The cases of an enum reducer, inside their `#if` blocks: those holding a reducer, alerts
  /// and dialogs, and ignored ones; diagnoses cases that are none of these, and leaves them out.
  static func reducerCases(
    of enumDecl: EnumDeclSyntax,
    in context: some MacroExpansionContext
  ) -> [EnumCaseTree<ReducerCase>] {
    EnumCaseTree.parse(enumDecl.memberBlock.members) { element, attributes in
      self.reducerCase(element, attributes: attributes, in: context)
    }
  }

  /// The case `element` declares, given the attributes of its declaration; diagnoses a case
  /// that holds neither a reducer nor an alert and is not marked `@ReducerCaseIgnored`.
  static func reducerCase(
    _ element: EnumCaseElementSyntax,
    attributes: AttributeListSyntax,
    in context: some MacroExpansionContext
  ) -> ReducerCase? {
    if let reducerCase = ReducerCase(element, attributes: attributes) {
      return reducerCase
    }
    let name = element.name.trimmedDescription
    context.diagnose(
      .error(
        "'@Reducer' enum case '\(name)' must hold exactly one reducer, like "
          + "'case \(name)(\(name.prefix(1).uppercased() + name.dropFirst())Feature)'; "
          + "mark it '@ReducerCaseIgnored' to hold a plain value",
        id: "reducer-enum-case"
      ),
      at: element
    )
    return nil
  }
}
