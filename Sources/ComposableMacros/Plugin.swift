import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ComposableMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    PresentsMacro.self,
    ReducerMacro.self,
  ]
}
