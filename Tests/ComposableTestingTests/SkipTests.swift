import ComposableTesting
import Testing

@MainActor
struct SkipTests {
  @Test func skipReceivedActionsMovesToTheirState() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    await store.skipReceivedActions()
    #expect(store.state.log == ["chain", "a", "b"])
    await store.send(.chain) { $0.log.append("chain") }
    await store.skipReceivedActions()
  }

  @Test func skipReceivedActionsIsStrictByDefault() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    let line = #line + 2
    let issues = await recordIssues {
      await store.skipReceivedActions()
    }
    #expect(issues.first?.line == line)
    #expect(
      issues.map(\.message) == [
        """
        There were no received actions to skip.

        Remove "skipReceivedActions()", or pass "strict: false" if actions may or may not arrive.
        """
      ]
    )
    await store.skipReceivedActions(strict: false)
  }

  @Test func skipInFlightEffectsStopsTrackingThemWithoutCancellingThem() async {
    let clock = TestClock()
    let store = TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start) { $0.isListening = true }
    await store.send(.forever)
    await store.skipInFlightEffects()
    // Nothing left to skip: the effects no longer count as running…
    await store.skipInFlightEffects(strict: false)
    let issues = await recordIssues { await store.skipInFlightEffects() }
    #expect(issues.count == 1)
    // …but they still run: the skipped timer still ticks.
    await clock.advance(by: .seconds(1))
    await store.receive(.tick(1)) { $0.ticks = [1] }
    await clock.advance(by: .seconds(2))
    await store.skipReceivedActions()
  }

  @Test func skipInFlightEffectsIsStrictByDefault() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    let issues = await recordIssues {
      await store.skipInFlightEffects()
    }
    #expect(
      issues.map(\.message) == [
        """
        There were no in-flight effects to skip.

        Remove "skipInFlightEffects()", or pass "strict: false" if effects may or may not be \
        running.
        """
      ]
    )
  }

  @Test func nonExhaustiveSkipsShownAsKnownIssues() async {
    let send = #line + 5
    let messages = await reportedMessages {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.chain)
      await store.send(.forever)
      await store.skipInFlightEffects()
    }
    #expect(
      messages == [
        """
        A state change was not asserted (skipped by a non-exhaustive test store): …

              Effects.State(
                ticks: [],
                isListening: false,
                response: nil,
                log: [
            +     [0]: "chain"
                ]
              )

        (Expected: −, Actual: +)
        """,
        """
        2 received actions were skipped:

          • Effects.Action.chained("a")
          • Effects.Action.chained("b")
        """,
        """
        1 in-flight effect was skipped (still running, no longer tracked), started by: …

          • Effects.Action.forever (sent at SkipTests.swift:\(send))
        """,
      ]
    )
  }
}
