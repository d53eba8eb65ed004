import MacroTesting
import Testing

/// What `@ObservableState` refuses to expand, and why it says so.
@Suite(.macros(observableStateMacros, indentationWidth: .spaces(2)))
struct ObservableStateDiagnosticsTests {
  @Test func classIsDiagnosed() {
    assertMacro {
      """
      @ObservableState
      class State {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or an enum, not a class; use '@Observable' for a class
      class State {
        var count = 0
      }
      """
    }
  }

  @Test func observersAreDiagnosed() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0 {
          didSet { print(count) }
        }
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        var count = 0 {
        ╰─ 🛑 '@ObservableState' cannot track 'count' because it has 'willSet' or 'didSet' observers; remove them (reducers can react to changes with 'onChange'), or mark the property '@ObservationStateIgnored'
          didSet { print(count) }
        }
      }
      """
    }
  }

  @Test func multipleBindingsAreDiagnosed() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var x = 0, y = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        var x = 0, y = 0
        ┬───────────────
        ╰─ 🛑 '@ObservableState' cannot track several properties declared together; declare each property separately, or mark the declaration '@ObservationStateIgnored'
      }
      """
    }
  }
}
