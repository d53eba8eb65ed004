import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ComposableMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    FastCasePathsMacro.self,
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    PerceptibleMacro.self,
    PresentsMacro.self,
    ReducerCaseMarkerMacro.self,
    ReducerMacro.self,
    ViewActionMacro.self,
  ]
}
