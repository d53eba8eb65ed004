extension FailureMessage {
  /// What a `receive` call expected, in the two forms its failures need.
  struct Expectation {
    /// The first line of the failure when the action never came: TCA's words for the kind of
    /// expectation, so that a search for TCA's message finds ours.
    let notReceived: String
    /// The expectation alone, for the details of a failure.
    let summary: String

    /// A `receive` of an equatable action.
    static func action(_ action: Any) -> Self {
      let dump = String(customDumping: action)
      return Self(
        notReceived: """
          Expected to receive the following action, but didn't: …

          \(dump.indented(by: 2))
          """,
        summary: dump
      )
    }

    /// A `receive` with a predicate.
    static let predicate = Self(
      notReceived: "Expected to receive an action matching predicate, but didn't get one.",
      summary: "An action matching the given predicate"
    )

    /// A `receive` with a case key path, with or without its associated value.
    static func casePath(_ summary: String) -> Self {
      Self(
        notReceived: "Expected to receive an action matching case path, but didn't get one.",
        summary: summary
      )
    }
  }

  /// No action (exhaustive) or no matching action (non-exhaustive) came before the timeout, while
  /// effects were still running.
  static func receivedNone(
    _ expectation: Expectation,
    after timeout: Duration,
    running: [InFlightEffect],
    timeoutWasGiven: Bool,
    isExhaustive: Bool
  ) -> String {
    """
    Expected to receive \(isExhaustive ? "an action" : "a matching action"), but received none \
    after \(timeout.secondsDescription) seconds.

      Expected:
    \(expectation.summary.indented(by: 4))

    \(count(running.count, "effect")) \(running.count == 1 ? "is" : "are") still in flight, \
    started by:
    \(effectList(running))

    If the effect that sends this action waits on a clock, advance the clock before receiving \
    (with a "TestClock"), or use an immediate clock. Otherwise \
    \(timeoutWasGiven ? "increase this assertion's \"timeout\"" : "give this assertion a longer \"timeout\"").
    """
  }

  /// No action came, and no effect is left that could send one.
  static func notReceived(_ expectation: Expectation) -> String {
    """
    \(expectation.notReceived)

    No effect is running that could send it. Was the effect that sends it cancelled, or did it \
    finish without sending it?
    """
  }

  /// A non-exhaustive test store received actions, but none that matched.
  static func noMatchingAction<State, Action>(
    _ expectation: Expectation, received: [ReceivedAction<State, Action>]
  ) -> String {
    """
    \(expectation.notReceived)

      None of the \(count(received.count, "received action")) matched:
    \(bulletList(received.map(\.action)))
    """
  }

  /// The next received action is not the one expected.
  static func unexpectedAction(_ detail: String) -> String {
    """
    Received unexpected action: …

    \(detail)
    """
  }
}
