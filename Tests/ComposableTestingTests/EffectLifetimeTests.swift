import ComposableTesting
import TestHelpers
import Testing

/// How long a test store's effects live: the task of a `send` owns the effects of the actions its
/// effects fed back, a root feature that dismisses itself takes its effects with it, and
/// `skipInFlightEffects` stops tracking effects without ending them.
@MainActor
@Suite struct EffectLifetimeTests {
  /// TCA's `testCascadingTaskCancellation`: each response starts an endless effect and sends the
  /// next response back.
  struct Cascade: Reducer {
    enum Action: Equatable { case task, response, response1, response2 }

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .task:
        return .run { send in await send(.response) }
      case .response:
        return .merge(
          .run { _ in try await Task.never() },
          .run { send in await send(.response1) }
        )
      case .response1:
        return .merge(
          .run { _ in try await Task.never() },
          .run { send in await send(.response2) }
        )
      case .response2:
        return .run { _ in try await Task.never() }
      }
    }
  }

  @Test func cancellingTheTaskOfASendCancelsTheEffectsOfTheActionsItFedBack() async {
    let store = TestStore(initialState: 0) { Cascade() }
    let task = await store.send(.task)
    await store.receive(.response)
    await store.receive(.response1)
    await store.receive(.response2)
    // Ends the three endless effects: none is left running when the test store goes away.
    await task.cancel()
    #expect(task.isCancelled)
  }

  @Test func finishingTheTaskOfASendWaitsForTheEffectsOfTheActionsItFedBack() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Reduce<Effects.State, Effects.Action> { state, action in
        switch action {
        case .chain:
          return .run { send in await send(.fetch) }
        case .fetch:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.response(42))
          }
        case let .response(value):
          state.response = value
          return .none
        default:
          return .none
        }
      }
    }
    let task = await store.send(.chain)
    await store.receive(.fetch)
    let issues = await recordIssues {
      await task.finish(timeout: .milliseconds(100))
    }
    #expect(
      issues.first?.message.hasPrefix("Expected task to finish, but it is still in-flight") == true)
    await clock.advance(by: .seconds(1))
    await store.receive(.response(42)) { $0.response = 42 }
    await task.finish()
  }

  /// A root feature that dismisses itself while a long-living effect runs.
  @Reducer
  struct Sheet {
    struct State: Equatable {}
    enum Action: Equatable { case onAppear, closeTapped }

    let events: LockIsolated<[String]>
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .onAppear:
          return .run { [events] _ in
            do {
              try await Task.never()
            } catch {
              events.withValue { $0.append("listener cancelled") }
            }
          }
        case .closeTapped:
          return .run { _ in await self.dismiss() }
        }
      }
    }
  }

  @Test func aRootFeatureThatDismissesItselfCancelsItsEffectsAndTakesNoMoreActions() async {
    let events = LockIsolated<[String]>([])
    let store = TestStore(initialState: Sheet.State()) { Sheet(events: events) }
    await store.send(.onAppear)
    await store.send(.closeTapped)
    #expect(await eventually { store.isDismissed })
    #expect(await eventually { events.value == ["listener cancelled"] })

    let line = #line + 2
    let issues = await recordIssues {
      await store.send(.onAppear)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(issues.first?.message.hasPrefix("Can't send action to dismissed test store.") == true)
    #expect(events.value == ["listener cancelled"])
  }

  /// TCA's `testEffectEmitAfterSkipInFlightEffects`.
  @Test func aSkippedEffectKeepsRunningAndItsActionsCanBeReceived() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.fetch)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(.response(42)) { $0.response = 42 }
  }

  @Test func actionsOfASkippedEffectCanBeSkipped() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start) { $0.isListening = true }
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(3))
    await store.skipReceivedActions()
    #expect(store.state.ticks == [1, 2, 3])
  }
}
