import Composable
import TestHelpers
import Testing

@MainActor
@Suite struct StoreSendTests {
  @Test func actionsSentWhileReducingAreQueuedInOrder() {
    let store = Store(initialState: Chain.State()) { Chain() }
    store.send(.start)
    #expect(store.log == ["start", "a", "b", "c"])
  }

  @Test func sendEffectsAreReducedBeforeSendReturns() {
    let store = Store(initialState: Chain.State()) { Chain() }
    store.send(.countDown(3))
    #expect(store.count == 4)
  }

  @Test func hundredThousandChainedSendsDoNotOverflowTheStack() {
    let store = Store(initialState: Chain.State()) { Chain() }
    store.send(.countDown(100_000))
    #expect(store.count == 100_001)
  }

  @Test func stateIsReadThroughDynamicMemberLookup() {
    let store = Store(initialState: Chain.State(log: ["x"], count: 7)) { Chain() }
    #expect(store.count == 7)
    #expect(store.state.log == ["x"])
  }

  @Test func storeTaskOfASynchronousActionIsAlreadyFinished() async {
    let store = Store(initialState: Chain.State()) { Chain() }
    let task = store.send(.start)
    #expect(task.isCancelled)
    #expect(await finishes(task))
  }
}
