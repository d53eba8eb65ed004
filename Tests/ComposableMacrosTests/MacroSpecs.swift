import ComposableMacros
import SwiftSyntax
import SwiftSyntaxMacroExpansion

/// The macros under test, with the conformances the compiler would pass to their extension
/// roles for a type that declares none of them.
let observableStateMacros: [String: MacroSpec] = [
  "ObservableState": MacroSpec(
    type: ObservableStateMacro.self,
    conformances: ["Observable", "ObservableState"]
  ),
  "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
  "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
  "Presents": MacroSpec(type: PresentsMacro.self),
]

/// `@Reducer`, for a type that does not conform to `Reducer` (nor `CaseReducer`) yet.
let reducerMacros: [String: MacroSpec] = [
  "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])
]

/// Macro specs for types that already declare their conformances.
enum MacroSpecs {
  /// `@Reducer` for a type that already conforms to `Reducer`.
  static let reducerWithoutConformances = MacroSpec(type: ReducerMacro.self)

  /// `@ObservableState` for a type that already conforms to `Observable` and `ObservableState`.
  static let observableStateWithoutConformances = MacroSpec(type: ObservableStateMacro.self)

  /// `@ViewAction(for:)` for a type that already conforms to `ViewActionSending`.
  static let viewActionWithoutConformances = MacroSpec(type: ViewActionMacro.self)

  /// `@_FastCasePaths` for an enum that already conforms to `_FastCasePathable`.
  static let fastCasePathsWithoutConformances = MacroSpec(type: FastCasePathsMacro.self)
}

/// `@_FastCasePaths`, for an enum that does not conform to `_FastCasePathable` yet.
let fastCasePathsMacros: [String: MacroSpec] = [
  "_FastCasePaths": MacroSpec(type: FastCasePathsMacro.self, conformances: ["_FastCasePathable"])
]

/// `@ViewAction(for:)`, for a type that does not conform to `ViewActionSending` yet.
let viewActionMacros: [String: MacroSpec] = [
  "ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"])
]
