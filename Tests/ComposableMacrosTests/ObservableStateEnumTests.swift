import MacroTesting
import Testing

/// `@ObservableState` on an enum: identity and in-place modification switch over its cases.
@Suite(.macros(observableStateMacros, indentationWidth: .spaces(2)))
struct ObservableStateEnumTests {
  @Test func enumState() {
    assertMacro {
      """
      @ObservableState
      public enum State {
        case child(Child.State)
        case labeled(state: Other.State)
        case empty
        case pair(Int, String)
      }
      """
    } expansion: {
      """
      public enum State {
        case child(Child.State)
        case labeled(state: Other.State)
        case empty
        case pair(Int, String)

        public var _$id: Composable.ObservableStateID {
          switch self {
          case let .child(state):
            return Composable.ObservableStateID._$id(for: state)._$tag(0)
          case let .labeled(state):
            return Composable.ObservableStateID._$id(for: state)._$tag(1)
          case .empty:
            return Composable.ObservableStateID._$inert._$tag(2)
          case .pair:
            return Composable.ObservableStateID._$inert._$tag(3)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .child(state):
            Composable.ObservableStateID._$willModify(&state)
            self = .child(state)
          case var .labeled(state):
            Composable.ObservableStateID._$willModify(&state)
            self = .labeled(state: state)
          case .empty:
            break
          case .pair:
            break
          }
        }
      }

      nonisolated extension State: Composable.ObservableState {
      }
      """
    }
  }

  @Test func emptyEnum() {
    assertMacro {
      """
      @ObservableState
      enum State {
      }
      """
    } expansion: {
      """
      enum State {

        var _$id: Composable.ObservableStateID {
          switch self {
          }
        }

        mutating func _$willModify() {
          switch self {
          }
        }
      }

      nonisolated extension State: Composable.ObservableState {
      }
      """
    }
  }
}
