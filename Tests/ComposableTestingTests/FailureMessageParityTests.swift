import ComposableTesting
import Testing

/// Each failure starts with the line TCA's test store reports for it, so that TCA's documentation
/// and a search for a message find ours. The strings below are TCA's (1.x); the README's Testing
/// section lists them beside the rest of our messages.
@MainActor
@Suite struct FailureMessageParityTests {
  struct SomeError: Error {}

  /// The first line of the only issue `body` records.
  func firstLine(_ body: () async -> Void) async -> String? {
    let issues = await recordIssues(body)
    #expect(issues.count == 1, "\(issues)")
    return issues.first?.message.split(separator: "\n", omittingEmptySubsequences: false)
      .first.map(String.init)
  }

  @Test func stateMismatchWithDiffOrientation() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let issues = await recordIssues {
      await store.send(.set(2)) { $0.count = 4 }
    }
    #expect(
      issues.map(\.message) == [
        """
        A state change does not match expectation: …

              Counter.State(
            −   count: 4,
            +   count: 2,
                isEven: true
              )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func unexpectedStateChange() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = await firstLine { await store.send(.increment) }
    #expect(line == "State was not expected to change, but a change occurred: …")
  }

  @Test func noStateChange() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = await firstLine { await store.send(.noop) { $0.count = 0 } }
    #expect(line == "Expected state to change, but no change occurred.")
  }

  @Test func assertionThrows() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = await firstLine { await store.send(.noop) { _ in throw SomeError() } }
    #expect(line == "Threw error: SomeError()")
  }

  @Test func unexpectedAction() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    let issues = await recordIssues {
      await store.receive(.chained("b"))
    }
    #expect(
      issues.map(\.message) == [
        """
        Received unexpected action: …

            − Effects.Action.chained("b")
            + Effects.Action.chained("a")

        (Expected: −, Received: +)
        """
      ]
    )
    await store.skipReceivedActions()
  }

  @Test func actionNeverReceived() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    #expect(
      await firstLine { await store.receive(.response(1)) }
        == "Expected to receive the following action, but didn't: …"
    )
    #expect(
      await firstLine { await store.receive({ _ in true }) }
        == "Expected to receive an action matching predicate, but didn't get one."
    )
    #expect(
      await firstLine { await store.receive(\.response) }
        == "Expected to receive an action matching case path, but didn't get one."
    )
    #expect(
      await firstLine { await store.receive(\.response, 1) }
        == "Expected to receive an action matching case path, but didn't get one."
    )
  }

  @Test func actionNotReceivedBeforeTheTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.fetch)
    #expect(
      await firstLine { await store.receive(.response(42), timeout: .milliseconds(100)) }
        == "Expected to receive an action, but received none after 0.1 seconds."
    )
    store.exhaustivity = .off
    #expect(
      await firstLine { await store.receive(.response(42), timeout: .milliseconds(100)) }
        == "Expected to receive a matching action, but received none after 0.1 seconds."
    )
    await task.cancel()
  }

  @Test func receivedActionsNotHandledBeforeASend() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    let line = await firstLine {
      await store.send(.chain) { $0.log = ["chain", "a", "b", "chain"] }
    }
    #expect(line == "Must handle 2 received actions before sending an action: …")
    await store.skipReceivedActions()
  }

  @Test func receivedActionsNotHandledByTheEndOfTheTest() async {
    let line = await firstLine {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      await store.send(.chain) { $0.log = ["chain"] }
    }
    #expect(line == "The store received 2 unexpected actions by the end of this test: …")
  }

  @Test func effectStillRunningAtTheEndOfTheTest() async {
    let line = await firstLine {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      await store.send(.forever)
    }
    #expect(
      line
        == """
        An effect returned for this action is still running. It must complete before the end of \
        the test. …
        """
    )
  }

  @Test func effectsStillRunningAtFinish() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    let task = await store.send(.forever)
    #expect(
      await firstLine { await store.finish(timeout: .milliseconds(100)) }
        == "Expected effects to finish, but there are still effects in-flight after 0.1 seconds."
    )
    _ = task
  }

  @Test func taskStillRunningAtFinish() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    let task = await store.send(.forever)
    #expect(
      await firstLine { await task.finish(timeout: .milliseconds(100)) }
        == "Expected task to finish, but it is still in-flight after 0.1 seconds."
    )
    await task.cancel()
  }

  @Test func sendAfterDismissal() async {
    let store = TestStore(initialState: DismissTests.Sheet.State()) { DismissTests.Sheet() }
    await store.send(.closeTapped)
    await store.finish()
    #expect(
      await firstLine { await store.send(.closeTapped) }
        == "Can't send action to dismissed test store."
    )
  }
}
