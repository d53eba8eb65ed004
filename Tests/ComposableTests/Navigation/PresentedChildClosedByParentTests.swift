import Composable
import TestHelpers
import Testing

/// A parent that dismisses a presented child, or pops a stack element, while handling one of that
/// child's own actions cancels the child's effects, also when the child answered the action with
/// no effect.
@MainActor
@Suite struct PresentedChildClosedByParentTests {
  /// Starts an effect that never ends on `start`; returns no effect on `close`.
  typealias Child = ChildClosedByParentTests.ObservableChild

  @Reducer struct Parent {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Child.State?
      var path = StackState<Child.State>()
    }
    enum Action: Equatable {
      case destination(PresentationAction<Child.Action>)
      case path(StackActionOf<Child>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .destination(.presented(.close)):
          state.destination = nil
        case .path(.element(let id, .close)):
          state.path.pop(from: id)
        default:
          break
        }
        return .none
      }
      .ifLet(\.$destination, action: \.destination) { Child() }
      .forEach(\.path, action: \.path) { Child() }
    }
  }

  @Test func aDestinationDismissedOnItsOwnActionHasItsEffectsCancelled() async {
    let store = Store(initialState: Parent.State(destination: Child.State())) { Parent() }
    let effect = store.send(.destination(.presented(.start)))
    store.send(.destination(.presented(.close)))
    #expect(store.withState(\.destination) == nil)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }

  @Test func aStackElementPoppedOnItsOwnActionHasItsEffectsCancelled() async {
    let store = Store(initialState: Parent.State(path: StackState([Child.State()]))) { Parent() }
    let effect = store.send(.path(.element(id: 0, action: .start)))
    store.send(.path(.element(id: 0, action: .close)))
    #expect(store.withState(\.path.isEmpty))
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }
}
