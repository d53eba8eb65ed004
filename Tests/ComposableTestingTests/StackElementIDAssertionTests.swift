import Composable
import ComposableTesting
import Testing

/// Assertion closures see the stack element ids the reducer saw: `$0.path.append(…)` in the
/// closure of `send` gets the id the reducer's `append` got, and nothing a closure does moves the
/// feature's own generator.
@MainActor
@Suite struct StackElementIDAssertionTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var path = StackState<Int>()
    }
    @CasePathable
    enum Action: Equatable {
      case push(Int)
      case pushThenRespond
      case path(StackAction<Int, Never>)
      case response
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .push(value):
          state.path.append(value)
          return .none
        case .pushThenRespond:
          state.path.append(1)
          return .send(.response)
        case .path:
          return .none
        case .response:
          state.path.append(2)
          return .none
        }
      }
      .forEach(\.path, action: \.path) {}
    }
  }

  @Test func appendingInTheSendAssertionGetsTheReducersID() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.push(7)) { $0.path.append(7) }
    await store.send(.push(8)) { $0.path.append(8) }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func initialElementsTakeTheFirstIDs() async {
    let store = TestStore(initialState: Feature.State(path: StackState([5, 6]))) { Feature() }
    await store.send(.push(7)) { $0.path.append(7) }
    #expect(store.state.path.ids == [0, 1, 2])
  }

  @Test func assertionClosuresDoNotMoveTheGenerator() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pushThenRespond) {
      $0.path[id: 0] = 1
      @Dependency(\.stackElementID) var stackElementID
      _ = stackElementID.next()
      _ = stackElementID.next()
    }
    await store.receive(.response) {
      $0.path[id: 1] = 2
      @Dependency(\.stackElementID) var stackElementID
      _ = stackElementID.next()
    }
    store.assert { _ in
      @Dependency(\.stackElementID) var stackElementID
      _ = stackElementID.next()
    }
    await store.send(.pushThenRespond) { $0.path[id: 2] = 1 }
    await store.receive(.response) { $0.path[id: 3] = 2 }
  }
}
