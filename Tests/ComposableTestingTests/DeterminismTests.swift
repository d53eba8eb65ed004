import ComposableTesting
import Testing

/// "Advance the clock, then receive" must give the same order on every run. Each test repeats a
/// scenario many times in a row, in one process, with fresh test stores.
@MainActor
struct DeterminismTests {
  @Test func mergedEffectsDeliverInTheSameOrderEveryTime() async {
    for _ in 1...25 {
      let clock = TestClock()
      let store = TestStore(initialState: Effects.State()) {
        Effects()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.start) { $0.isListening = true }
      await store.send(.fetch)
      await clock.advance(by: .seconds(1))
      // Both effects wake at 1 s: the sequence's first tick, then the fetch response.
      await store.receive(.tick(1)) { $0.ticks = [1] }
      await store.receive(.response(42)) { $0.response = 42 }
      await clock.advance(by: .seconds(2))
      await store.receive(.tick(2)) { $0.ticks = [1, 2] }
      await store.receive(.tick(3)) { $0.ticks = [1, 2, 3] }
      await store.send(.stop) { $0.isListening = false }
    }
  }

  @Test func rowTimersTickInRowOrderEveryTime() async {
    for _ in 1...25 {
      let clock = TestClock()
      let store = TestStore(
        initialState: Parent.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])
      ) {
        Parent()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.rows(.element(id: 1, action: .start)))
      await store.send(.rows(.element(id: 2, action: .start)))
      for tick in 1...3 {
        await clock.advance(by: .seconds(1))
        await store.receive(.rows(.element(id: 1, action: .tick))) { $0.rows[id: 1]?.ticks = tick }
        await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = tick }
      }
      await store.send(.removeRow(1)) { $0.rows.remove(id: 1) }
      await store.send(.removeRow(2)) { $0.rows.remove(id: 2) }
    }
  }
}
