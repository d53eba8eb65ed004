import ComposableTesting
import Testing

@MainActor
struct ReceiveTests {
  @Test func receivesSynchronousSendsInOrder() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) {
      $0.log = ["chain"]
    }
    await store.receive(.chained("a")) {
      #expect($0.log == ["chain"])
      $0.log = ["chain", "a"]
    }
    #expect(store.state.log == ["chain", "a"])
    await store.receive(.chained("b")) {
      $0.log = ["chain", "a", "b"]
    }
  }

  @Test func receivesByCaseKeyPathValueAndPredicate() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    await store.receive(\.chained) { $0.log = ["chain", "a"] }
    await store.receive({ $0 == .chained("b") }, assert: { $0.log = ["chain", "a", "b"] })
    await store.send(.chain) { $0.log.append("chain") }
    await store.receive(\.chained, "a") { $0.log.append("a") }
    await store.receive(\.chained, "b") { $0.log.append("b") }
  }

  @Test func unassertedReceivedActionFailsTheNextSend() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    let line = #line + 2
    let issues = await recordIssues {
      await store.send(.stop)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        Must handle 2 received actions before sending an action: …

          Unhandled actions:
          • Effects.Action.chained("a")
          • Effects.Action.chained("b")

        To fix, assert each with "await store.receive(…)", skip them with \
        "await store.skipReceivedActions()", or make the test non-exhaustive with \
        "store.exhaustivity = .off".
        """
    )
    // Reported once: the next step starts from the state those actions produced.
    #expect(store.state.log == ["chain", "a", "b"])
    await store.send(.chain) { $0.log.append("chain") }
    await store.skipReceivedActions()
  }

  @Test func unassertedReceivedActionFailsAtTheEnd() async {
    let line = #line + 3
    let issues = await recordIssues {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      await store.send(.chain) { $0.log = ["chain"] }
      await store.receive(.chained("a")) { $0.log.append("a") }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        The store received 1 unexpected action by the end of this test: …

          Unhandled action:
          • Effects.Action.chained("b")

        To fix, assert it with "await store.receive(…)", skip it with \
        "await store.skipReceivedActions()", or make the test non-exhaustive with \
        "store.exhaustivity = .off".
        """
    )
  }

  @Test func unexpectedActionFailsWithDiff() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    let line = #line + 2
    let issues = await recordIssues {
      await store.receive(.chained("b")) { $0.log.append("b") }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        Received unexpected action: …

            − Effects.Action.chained("b")
            + Effects.Action.chained("a")

        (Expected: −, Received: +)
        """
    )
    await store.receive(.chained("b")) { $0.log = ["chain", "a", "b"] }
  }

  @Test func unexpectedActionByCaseKeyPathAndPredicate() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    let issues = await recordIssues {
      await store.receive(\.response)
      await store.receive({ _ in false })
    }
    #expect(issues.count == 2)
    #expect(
      issues.first?.message == """
        Received unexpected action: …

          Expected:
            An action of the case given to "receive" (associated value: Int)

          Received:
            Effects.Action.chained("a")
        """
    )
    #expect(
      issues.last?.message == """
        Received unexpected action: …

          The predicate did not match the received action:
            Effects.Action.chained("b")
        """
    )
  }

  @Test func wrongAssociatedValueShowsActionDiff() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    let issues = await recordIssues {
      await store.receive(\.chained, "z")
    }
    #expect(
      issues.first?.message == """
        Received unexpected action: …

          − Effects.Action.chained("z")
          + Effects.Action.chained("a")

        (Expected: −, Actual: +)
        """
    )
    await store.skipReceivedActions()
  }

  @Test func receiveChecksState() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    let issues = await recordIssues {
      await store.receive(.chained("a"))
      await store.receive(.chained("b")) { $0.log = ["wrong"] }
    }
    #expect(issues.count == 2)
    #expect(issues.first?.message.hasPrefix("State was not expected to change") == true)
    #expect(issues.last?.message.hasPrefix("A state change does not match expectation") == true)
    #expect(store.state.log == ["chain", "a", "b"])
  }

  @Test func receiveTimesOutWhenEffectDoesNotDeliver() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let send = #line + 1
    await store.send(.fetch)
    let line = #line + 3
    let start = ContinuousClock.now
    let issues = await recordIssues {
      await store.receive(.response(42), timeout: .milliseconds(100))
    }
    let waited = ContinuousClock.now - start
    #expect(waited >= .milliseconds(100))
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        Expected to receive an action, but received none after 0.1 seconds.

          Expected:
            Effects.Action.response(42)

        1 effect is still in flight, started by:
          • Effects.Action.fetch (sent at ReceiveTests.swift:\(send))

        If the effect that sends this action waits on a clock, advance the clock before receiving \
        (with a "TestClock"), or use an immediate clock. Otherwise increase this assertion's \
        "timeout".
        """
    )
    await clock.advance(by: .seconds(1))
    await store.receive(.response(42)) { $0.response = 42 }
  }

  @Test func receiveWaitsOneSecondByDefault() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.fetch)
    let start = ContinuousClock.now
    let issues = await recordIssues {
      await store.receive(.response(42))
    }
    // It gave up (the test goes on) after the default second, which the message names; how much
    // longer a loaded machine took to get back here says nothing about the store.
    #expect(ContinuousClock.now - start >= .seconds(1))
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "Expected to receive an action, but received none after 1.0 seconds."
      ) == true
    )
    #expect(issues.first?.message.contains("give this assertion a longer \"timeout\"") == true)
    await store.send(.cancelFetch)
  }

  @Test func receiveWithNothingRunningFailsAtOnce() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    let start = ContinuousClock.now
    let issues = await recordIssues {
      // A timeout no machine comes near: failing "at once" means returning before it, however
      // slow the machine (a test that waited for it would fail, after five minutes).
      await store.receive(.response(1), timeout: .seconds(300))
    }
    #expect(ContinuousClock.now - start < .seconds(300))
    #expect(
      issues.map(\.message) == [
        """
        Expected to receive the following action, but didn't: …

          Effects.Action.response(1)

        No effect is running that could send it. Was the effect that sends it cancelled, or did \
        it finish without sending it?
        """
      ]
    )
  }

  @Test func receiveWaitsForEffectsThatDeliverSoon() async {
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.fetch)
    await store.receive(.response(42)) { $0.response = 42 }
  }
}
