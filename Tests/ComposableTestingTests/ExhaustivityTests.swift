import ComposableTesting
import Testing

@MainActor
struct ExhaustivityTests {
  @Test func nonExhaustiveSkipsUnassertedChanges() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await store.send(.increment) {
      $0.count = 1  // `isEven` changed too, and is not asserted
    }
    await store.send(.increment)
    await store.send(.noop) { $0.count = 2 }
    #expect(store.state == Counter.State(count: 2, isEven: true))
  }

  @Test func nonExhaustiveStillFailsOnWrongValues() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    let issues = await recordIssues {
      await store.send(.increment) { $0.count = 5 }
    }
    #expect(
      issues.map(\.message) == [
        """
        A state change does not match expectation: …

              Counter.State(
            −   count: 5,
            +   count: 1,
                isEven: false
              )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func nonExhaustiveSkipsReceivedActions() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    store.exhaustivity = .off
    await store.send(.chain)
    #expect(store.state.log == ["chain"])
    await store.send(.chain) {
      // Non-exhaustive closures apply to the actual new state, which includes the skipped
      // received actions: only the fields they write are checked.
      $0.log = ["chain", "a", "b", "chain"]
    }
    #expect(store.state.log == ["chain", "a", "b", "chain"])
  }

  @Test func nonExhaustiveReceiveSkipsToTheMatchingAction() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    store.exhaustivity = .off
    await store.send(.chain)
    await store.receive(.chained("b")) {
      $0.log = ["chain", "a", "b"]
    }
  }

  @Test func nonExhaustiveReceiveByTrailingPredicate() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    store.exhaustivity = .off
    await store.send(.chain)
    await store.receive { $0 == .chained("b") }
    #expect(store.state.log == ["chain", "a", "b"])
  }

  @Test func nonExhaustiveReceiveWithoutMatchFails() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    store.exhaustivity = .off
    await store.send(.chain)
    let issues = await recordIssues {
      await store.receive(.chained("z"), timeout: .milliseconds(50))
    }
    #expect(
      issues.first?.message == """
        Expected to receive the following action, but didn't: …

          Effects.Action.chained("z")

          None of the 2 received actions matched:
          • Effects.Action.chained("a")
          • Effects.Action.chained("b")
        """
    )
  }

  @Test func nonExhaustiveSkipsRunningEffectsAndUnreceivedActionsAtTheEnd() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    store.exhaustivity = .off
    await store.send(.forever)
    await store.send(.chain)
  }

  @Test func showSkippedAssertionsRecordsKnownIssuesNotFailures() async {
    let messages = await reportedMessages {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.chain) {
        $0.log = ["chain"]
      }
      await store.receive(.chained("b")) {
        $0.log = ["chain", "a", "b"]
      }
      await store.send(.forever)
    }
    #expect(
      messages == [
        """
        1 received action was skipped:

          • Effects.Action.chained("a")
        """,
        """
        An effect returned for this action was still running at the end of the test (skipped by \
        a non-exhaustive test store): …

          Effects.Action.forever
        """,
      ]
    )
  }

  @Test func showSkippedAssertionsRecordsUnassertedStateChanges() async {
    let messages = await reportedMessages {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.increment) {
        $0.count = 1
      }
    }
    #expect(
      messages == [
        """
        A state change was not asserted (skipped by a non-exhaustive test store): …

              Counter.State(
                count: 1,
            −   isEven: true
            +   isEven: false
              )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func withExhaustivityAppliesOnlyInside() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.withExhaustivity(.off) {
      await store.send(.increment)
    }
    #expect(store.exhaustivity == .on)
    let issues = await recordIssues {
      await store.send(.increment)
    }
    #expect(issues.first?.message.hasPrefix("State was not expected to change") == true)
    let value = store.withExhaustivity(.off(showSkippedAssertions: true)) {
      store.exhaustivity
    }
    #expect(value == .off(showSkippedAssertions: true))
    #expect(store.exhaustivity == .on)
  }
}
