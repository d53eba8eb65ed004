import Composable
import Observation
import Testing

@MainActor
@Suite struct StoreWithStateTests {
  @Test func readsTheCurrentState() {
    let store = Store(initialState: Chain.State()) { Chain() }
    store.send(.countDown(2))
    #expect(store.withState { $0.count } == 3)
    #expect(store.withState(\.log) == [])
  }

  @Test func doesNotMakeTheReaderDependOnTheState() {
    let store = Store(initialState: Chain.State()) { Chain() }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.withState { $0.count }
    } onChange: {
      changed.setValue(true)
    }
    store.send(.countDown(0))
    #expect(!changed.value)
    #expect(store.withState { $0.count } == 1)
  }
}
