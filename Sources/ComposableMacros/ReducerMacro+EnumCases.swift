import SwiftSyntax
import SwiftSyntaxMacros

// The cases of an `@Reducer` enum, read from its declaration and spelled back as the lines of
// the members it generates. Cases declared inside `#if` blocks stay inside the same blocks in
// every generated member (see `EnumCaseTree`).

extension ReducerMacro {
  /// One case of an enum reducer and the lines the generated members spell for it.
  struct ReducerCase {
    /// The case's name as written (`detail`, or `` `default` ``).
    let name: String
    /// The reducer type the case holds: `Detail` in `case detail(Detail)`.
    let reducer: String
    /// The expression that makes the reducer: the associated value's default value
    /// (`case meeting(Meeting = Meeting(context: .sheet))`), or else the type's `init()`.
    let makeReducer: String

    var stateCase: String { "case \(self.name)(\(self.reducer).State)" }

    var actionCase: String { "case \(self.name)(\(self.reducer).Action)" }

    /// The `Scope` that runs the case's reducer while the state is in this case.
    var scope: String {
      """
      \(ReducerMacro.module).Scope(state: \\Self.State.Cases.\(self.name), \
      action: \\Self.Action.Cases.\(self.name)) {
        \(self.makeReducer)
      }
      """
    }

    var caseScopeCase: String {
      "case \(self.name)(\(ReducerMacro.module).StoreOf<\(self.reducer)>)"
    }

    /// The branch of `scope(_:)`'s switch that scopes the store to this case.
    var scopeSwitchCase: String {
      """
      case .\(self.name):
        return .\(self.name)(store.scope(state: \\.\(self.name), action: \\.\(self.name))!)
      """
    }
  }

  /// The cases of an enum reducer, inside their `#if` blocks; diagnoses cases that do not hold
  /// a reducer, and leaves them out.
  static func reducerCases(
    of enumDecl: EnumDeclSyntax,
    in context: some MacroExpansionContext
  ) -> [EnumCaseTree<ReducerCase>] {
    EnumCaseTree.parse(enumDecl.memberBlock.members) { self.reducerCase($0, in: context) }
  }

  /// The case `element` declares, which must hold exactly one reducer; diagnoses it otherwise.
  static func reducerCase(
    _ element: EnumCaseElementSyntax,
    in context: some MacroExpansionContext
  ) -> ReducerCase? {
    let name = element.name.trimmedDescription
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let parameter = parameters.first, self.isPlainTypeName(parameter.type)
    else {
      let heldType = element.parameterClause?.parameters.first?.type.baseName
      let message =
        ["AlertState", "ConfirmationDialogState"].contains(heldType)
        ? "'@Reducer' enum cases holding '\(heldType ?? "")' are not supported yet; present "
          + "alerts and dialogs from an optional property of the parent's state instead"
        : "'@Reducer' enum case '\(name)' must hold exactly one reducer, like "
          + "'case \(name)(\(name.prefix(1).uppercased() + name.dropFirst())Feature)'"
      context.diagnose(.error(message, id: "reducer-enum-case"), at: element)
      return nil
    }
    let reducer = parameter.type.trimmedDescription
    return ReducerCase(
      name: name,
      reducer: reducer,
      makeReducer: parameter.defaultValue?.value.trimmedDescription ?? "\(reducer)()"
    )
  }
}
