import Composable
import TestHelpers
import Testing

/// The task `send` returns, used as TCA code uses it: awaited with `finish()` (as in a SwiftUI
/// `.task { await store.send(.task).finish() }`), cancelled, or dropped.
@MainActor
@Suite struct StoreTaskTests {
  private func ticker(_ clock: TestClock<Duration>) -> StoreOf<Ticker> {
    Store(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func finishWaitsForTheEffectsOfTheAction() async {
    let clock = TestClock()
    let store = self.ticker(clock)
    let task = store.send(.fetch(1))
    await untilSleeping(on: clock)
    #expect(!task.isCancelled)
    await clock.advance(by: .seconds(1))
    #expect(await finishes(task))
    #expect(store.responses == [1])
  }

  @Test func cancelStopsTheEffects() async {
    let clock = TestClock()
    let store = self.ticker(clock)
    let task = store.send(.start)
    await untilSleeping(on: clock)
    task.cancel()
    #expect(task.isCancelled)
    #expect(await finishes(task))
    await clock.advance(by: .seconds(3))
    #expect(store.ticks == 0)
  }

  @Test func cancellingTheTaskAwaitingFinishCancelsTheEffects() async {
    let clock = TestClock()
    let store = self.ticker(clock)
    let awaiting = Task { await store.send(.start).finish() }
    await untilSleeping(on: clock)
    awaiting.cancel()
    await awaiting.value
    await clock.advance(by: .seconds(3))
    #expect(store.ticks == 0)
    #expect(await eventually { store._runningEffectCount == 0 })
  }

  @Test func theTaskCanBeIgnored() {
    let store = Store(initialState: Chain.State()) { Chain() }
    store.send(.start)
    #expect(store.log == ["start", "a", "b", "c"])
  }
}
