import Composable
import Observation
import Testing

@MainActor
@Suite struct StoreObservationBatchTests {
  @Test func observersOfNonObservableStateAreNotifiedOncePerBatch() {
    let store = Store(initialState: Chain.State()) { Chain() }
    let notifications = LockIsolated(0)
    withObservationTracking {
      _ = store.state
    } onChange: {
      notifications.withValue { $0 += 1 }
    }
    store.send(.start)  // four actions reduced in one batch
    #expect(notifications.value == 1)
    #expect(store.log.count == 4)
  }

  @Test func eachBatchNotifiesAgain() {
    let store = Store(initialState: Chain.State()) { Chain() }
    let count = LockIsolated(0)
    func observe() {
      withObservationTracking {
        _ = store.state
      } onChange: {
        count.withValue { $0 += 1 }
      }
    }
    observe()
    store.send(.b)
    observe()
    store.send(.b)
    #expect(count.value == 2)
  }

  @Test func stateReadDuringABatchSeesTheBatchInProgressOnlyAfterItEnds() {
    // The observer's notification arrives once, and after `send` returns the state has every
    // change of the batch.
    let store = Store(initialState: Chain.State()) { Chain() }
    let seen = LockIsolated<[String]?>(nil)
    withObservationTracking {
      _ = store.state
    } onChange: {
      seen.setValue([])
    }
    store.send(.start)
    #expect(seen.value == [])
    #expect(store.log == ["start", "a", "b", "c"])
  }
}
