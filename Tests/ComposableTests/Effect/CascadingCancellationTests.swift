import Composable
import TestHelpers
import Testing

/// The task `send` returns stands for the whole lineage of its action: the effects it started and
/// those of every action they sent back (TCA's cascading cancellation).
@MainActor
@Suite struct CascadingCancellationTests {
  /// `start` sends `first` back from an effect, `first` starts an endless effect and sends
  /// `second`, which starts another endless effect.
  @Reducer
  struct Chain {
    struct State: Equatable {
      var reached: [String] = []
    }
    enum Action: Equatable { case start, first, second, done }

    let events: LockIsolated<[String]>
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in await send(.first) }
        case .first:
          state.reached.append("first")
          return .merge(
            self.endless("first"),
            .run { send in await send(.second) }
          )
        case .second:
          state.reached.append("second")
          return .merge(
            self.endless("second"),
            .run { [clock] send in
              try await clock.sleep(for: .seconds(1))
              await send(.done)
            }
          )
        case .done:
          state.reached.append("done")
          return .none
        }
      }
    }

    private func endless(_ name: String) -> Effect<Action> {
      .run { [events] _ in
        events.withValue { $0.append("\(name) started") }
        do {
          try await Task.never()
        } catch {
          events.withValue { $0.append("\(name) cancelled") }
        }
      }
    }
  }

  func store(
    recordingIn events: LockIsolated<[String]>, clock: TestClock<Duration> = TestClock()
  ) -> StoreOf<Chain> {
    Store(initialState: Chain.State()) {
      Chain(events: events)
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func cancellingTheTaskOfASendCancelsTheEffectsOfTheActionsItsEffectsSentBack() async {
    let events = LockIsolated<[String]>([])
    let store = self.store(recordingIn: events)
    let task = store.send(.start)
    #expect(await eventually { events.value.count == 2 })
    #expect(store.reached == ["first", "second"])

    task.cancel()
    #expect(await finishes(task))
    #expect(
      Set(events.value) == [
        "first started", "second started", "first cancelled", "second cancelled",
      ])
    #expect(await eventually { store._runningEffectCount == 0 })
  }

  @Test func awaitingTheTaskOfASendWaitsForTheEffectsOfTheActionsItsEffectsSentBack() async {
    let events = LockIsolated<[String]>([])
    let clock = TestClock()
    let store = self.store(recordingIn: events, clock: clock)
    let task = store.send(.start)
    let finished = LockIsolated(false)
    let waiter = Task {
      await task.finish()
      finished.setValue(true)
    }
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await eventually { store.reached == ["first", "second", "done"] })
    // The endless effects of `first` and `second` still run: the lineage is not over.
    await Task.megaYield()
    #expect(!finished.value)

    waiter.cancel()
    await waiter.value
    #expect(finished.value)
    #expect(await eventually { events.value.filter { $0.hasSuffix("cancelled") }.count == 2 })
  }

  @Test func anotherSendIsNotPartOfTheLineage() async {
    let events = LockIsolated<[String]>([])
    let store = self.store(recordingIn: events)
    let first = store.send(.second)
    let second = store.send(.second)
    #expect(await eventually { events.value.count == 2 })

    first.cancel()
    #expect(await finishes(first))
    #expect(events.value.filter { $0 == "second cancelled" }.count == 1)
    second.cancel()
    #expect(await finishes(second))
    #expect(events.value.filter { $0 == "second cancelled" }.count == 2)
  }
}
