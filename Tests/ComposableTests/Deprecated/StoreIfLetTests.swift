import Composable
import Testing

/// A parent whose optional child is set and cleared by its actions.
struct OptionalChildParent: Reducer {
  struct State: Equatable {
    var child: Int?
    var handled: [String] = []
  }
  enum Action: Equatable { case show(Int), hide, child(Int) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .show(value):
      state.child = value
      state.handled.append("show")
    case .hide:
      state.child = nil
      state.handled.append("hide")
    case let .child(value):
      state.child = value
      state.handled.append("child \(value)")
    }
    return .none
  }
}

@MainActor
@Suite struct StoreIfLetTests {
  func makeStores() -> (StoreOf<OptionalChildParent>, Store<Int?, Int>) {
    let store = Store(initialState: OptionalChildParent.State()) { OptionalChildParent() }
    let child = store.scope(state: { $0.child }, action: { OptionalChildParent.Action.child($0) })
    return (store, child)
  }

  @available(*, deprecated)
  @Test func callsThenAndElseAsTheStateComesAndGoes() {
    let (store, child) = self.makeStores()
    var outputs: [Int?] = []
    var stores: [Store<Int, Int>] = []
    let cancellable = child.ifLet(
      then: { store in
        stores.append(store)
        outputs.append(store.state)
      },
      else: { outputs.append(nil) }
    )
    #expect(outputs == [nil])
    store.send(.show(1))
    store.send(.show(2))
    #expect(outputs == [nil, 1])
    #expect(stores.last?.state == 2)
    store.send(.hide)
    store.send(.hide)
    #expect(outputs == [nil, 1, nil])
    store.send(.show(3))
    #expect(outputs == [nil, 1, nil, 3])
    cancellable.cancel()
    store.send(.hide)
    #expect(outputs == [nil, 1, nil, 3])
  }

  @available(*, deprecated)
  @Test func theUnwrappedStoreSendsToTheParentAndKeepsTheLastStateItHad() {
    let (store, child) = self.makeStores()
    var unwrapped: Store<Int, Int>?
    let cancellable = child.ifLet(then: { unwrapped = $0 })
    #expect(unwrapped == nil)
    store.send(.show(1))
    unwrapped?.send(5)
    #expect(store.child == 5)
    #expect(unwrapped?.state == 5)
    store.send(.hide)
    #expect(unwrapped?.state == 5)
    _ = cancellable
  }

  @available(*, deprecated)
  @Test func actionsSentFromThenAreReduced() {
    let (store, child) = self.makeStores()
    var sent = false
    let cancellable = child.ifLet(then: { store in
      guard !sent else { return }
      sent = true
      store.send(7)
    })
    store.send(.show(1))
    #expect(store.handled == ["show", "child 7"])
    #expect(store.child == 7)
    _ = cancellable
  }
}
