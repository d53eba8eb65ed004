import MacroTesting
import Testing

/// `@ObservableState` on an enum whose cases are partly declared inside `#if` blocks.
@Suite(.macros(observableStateMacros, indentationWidth: .spaces(2)))
struct ObservableStateEnumIfConfigTests {
  @Test func casesInsideIfConfigKeepTheirBlocksAndDistinctTags() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case child(Child.State)
        #if os(macOS)
          case mac(Mac.State)
        #else
          case other
        #endif
        case last(label: Last.State)
      }
      """
    } expansion: {
      """
      enum State {
        case child(Child.State)
        #if os(macOS)
          case mac(Mac.State)
        #else
          case other
        #endif
        case last(label: Last.State)

        var _$id: Composable.ObservableStateID {
          switch self {
          case let .child(state):
            return Composable.ObservableStateID._$id(for: state)._$tag(0)
          #if os(macOS)
            case let .mac(state):
              return Composable.ObservableStateID._$id(for: state)._$tag(1)
          #else
            case .other:
              return Composable.ObservableStateID._$inert._$tag(2)
          #endif
          case let .last(state):
            return Composable.ObservableStateID._$id(for: state)._$tag(3)
          }
        }

        mutating func _$willModify() {
          switch self {
          case var .child(state):
            Composable.ObservableStateID._$willModify(&state)
            self = .child(state)
          #if os(macOS)
            case var .mac(state):
              Composable.ObservableStateID._$willModify(&state)
              self = .mac(state)
          #else
            case .other:
              break
          #endif
          case var .last(state):
            Composable.ObservableStateID._$willModify(&state)
            self = .last(label: state)
          }
        }
      }

      nonisolated extension State: Composable.ObservableState {
      }
      """
    }
  }
}
