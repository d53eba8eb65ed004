import ComposableTesting
import Testing

@MainActor
struct EffectTests {
  @Test func mergedDelayedSequenceAndNeverEndingEffectAreReceivedInOrderThenCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start) {
      $0.isListening = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick(1)) {
      $0.ticks = [1]
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick(2)) {
      $0.ticks = [1, 2]
    }
    await store.receive(.tick(3)) {
      $0.ticks = [1, 2, 3]
    }
    await store.send(.stop) {
      $0.isListening = false
    }
  }

  @Test func advancingAllAtOnceKeepsOrder() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.start) { $0.isListening = true }
    await clock.advance(by: .seconds(10))
    await store.receive(.tick(1)) { $0.ticks = [1] }
    await store.receive(.tick(2)) { $0.ticks = [1, 2] }
    await store.receive(.tick(3)) { $0.ticks = [1, 2, 3] }
    #expect(!task.isCancelled)
    await task.cancel()
    #expect(task.isCancelled)
  }

  @Test func effectStillRunningAtTheEndFailsAtItsSendLine() async {
    let line = #line + 3
    let issues = await recordIssues {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      await store.send(.forever)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        An effect returned for this action is still running. It must complete before the end of \
        the test. …

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        • If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        • If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", \
        etc.), make sure that you wait enough time for it to perform the effect. If you are \
        using a test clock/scheduler, advance it so that the effects may complete, or consider \
        using an immediate clock/scheduler to immediately perform the effect instead.

        • If you are returning a long-living effect (timers, notifications, subjects, etc.), \
        then make sure those effects are torn down by marking the effect ".cancellable" and \
        returning a corresponding cancellation effect ("Effect.cancel") from another action, \
        or, if your effect is driven by a Combine subject, send it a completion.

        • If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
        """
    )
  }

  @Test func eachRunningEffectIsReported() async {
    let clock = TestClock()
    let issues = await recordIssues {
      let store = TestStore(initialState: Effects.State()) {
        Effects()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.start) { $0.isListening = true }
    }
    // The delayed sequence and the never-ending listener.
    #expect(issues.count == 2)
    #expect(
      issues.allSatisfy {
        $0.message.hasPrefix("An effect returned for this action is still running.")
      })
  }

  @Test func effectCancelledBeforeItsDelayedValueArrives() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.fetch)
    await clock.advance(by: .milliseconds(500))
    await store.send(.cancelFetch)
    await clock.advance(by: .seconds(5))
    #expect(store.state.response == nil)
    await store.finish()
  }

  @Test func cancelledEffectCanNoLongerBeReceived() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.fetch)
    await store.send(.cancelFetch)
    let issues = await recordIssues {
      await store.receive(.response(42))
    }
    #expect(issues.first?.message.contains("No effect is running that could send it") == true)
  }

  @Test func concatenatedEffectIsRunningUntilItsLastPartEnds() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.sequence)
    await clock.advance(by: .seconds(1))
    await store.receive(.chained("first")) { $0.log = ["first"] }
    let issues = await recordIssues {
      await task.finish(timeout: .milliseconds(50))
    }
    #expect(
      issues.first?.message.hasPrefix("Expected task to finish, but it is still in-flight") == true)
    await clock.advance(by: .seconds(1))
    await store.receive(.chained("second")) { $0.log = ["first", "second"] }
    await task.finish()
  }

  @Test func cancellingAConcatenatedEffectEndsIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.sequence)
    await clock.advance(by: .seconds(1))
    await store.receive(.chained("first")) { $0.log = ["first"] }
    await task.cancel()
    await clock.advance(by: .seconds(5))
    #expect(store.state.log == ["first"])
  }

  @Test func taskFinishWaitsForEffects() async {
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let task = await store.send(.fetch)
    await store.receive(.response(42)) { $0.response = 42 }
    await task.finish()
  }

  @Test func taskFinishTimesOut() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    let send = #line + 1
    let task = await store.send(.forever)
    let line = #line + 2
    let issues = await recordIssues {
      await task.finish(timeout: .milliseconds(100))
    }
    #expect(issues.first?.line == line)
    #expect(
      issues.map(\.message) == [
        """
        Expected task to finish, but it is still in-flight after 0.1 seconds.

          1 effect still running, started by:
          • Effects.Action.forever (sent at EffectTests.swift:\(send))
        """
      ]
    )
    await task.cancel()
  }

  @Test func storeFinishWaitsForEffects() async {
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.fetch)
    await store.receive(.response(42)) { $0.response = 42 }
    await store.finish()
  }

  @Test func storeFinishTimesOutOnceAndIsNotReportedAgainAtTheEnd() async {
    let send = #line + 4
    let line = #line + 4
    let issues = await recordIssues {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      await store.send(.forever)
      await store.finish(timeout: .milliseconds(100))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        Expected effects to finish, but there are still effects in-flight after 0.1 seconds.

          1 effect still running, started by:
          • Effects.Action.forever (sent at EffectTests.swift:\(send))

        If an effect waits on a clock, advance the clock first. If it never ends by itself, cancel \
        it, or skip it with "await store.skipInFlightEffects()".
        """
    )
  }

  @Test func storeFinishReportsUnreceivedActions() async {
    let line = #line + 8
    let issues = await recordIssues {
      let store = TestStore(initialState: Effects.State()) {
        Effects()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.fetch)
      await store.finish()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(issues.first?.message.hasPrefix("The store received 1 unexpected action") == true)
  }

  @Test func effectsOfReceivedActionsAreTracked() async {
    // A received action whose own effect keeps running is reported at the step that led to it.
    let line = #line + 5
    let issues = await recordIssues {
      let store = TestStore(initialState: Effects.State()) {
        ReceivedEffects()
      }
      await store.send(.fetch)
      await store.receive(.forever)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message.hasPrefix("An effect returned for this action is still running.")
        == true
    )
  }
}

/// Sends `.forever` from `.fetch`, so that a received action starts a long-living effect.
private struct ReceivedEffects: Reducer {
  func reduce(into state: inout Effects.State, action: Effects.Action) -> Effect<Effects.Action> {
    switch action {
    case .fetch:
      return .send(.forever)
    default:
      return Effects().reduce(into: &state, action: action)
    }
  }
}
