/// The texts of every failure and skipped assertion the test store reports, in one place so they
/// read consistently.
///
/// Conventions: the first line states what went wrong and ends with "…" when details follow;
/// details are indented by two spaces, diffs by four (as TCA does); diffs mark the expected side with `−` and the actual side
/// with `+`; the last paragraph says how to fix it.
enum FailureMessage {
  // MARK: State

  static func stateMismatch(_ difference: String) -> String {
    """
    A state change does not match expectation: …

    \(difference)
    """
  }

  static func unexpectedStateChange(_ difference: String) -> String {
    """
    State was not expected to change, but a change occurred: …

    \(difference)
    """
  }

  static let noStateChange = """
    Expected state to change, but no change occurred.

    The trailing closure made no observable change to the state. If no change is expected, omit \
    the trailing closure.
    """

  static func skippedStateChange(_ difference: String) -> String {
    """
    A state change was not asserted (skipped by a non-exhaustive test store): …

    \(difference)
    """
  }

  static func thrownByAssertion(_ error: any Error) -> String {
    "Threw error: \(error)"
  }

  /// A CustomDump diff of two states or actions, with its legend.
  static func difference<T>(
    expected: T, actual: T, actualLabel: String = "Actual", indent: Int = 4
  ) -> String {
    guard let difference = diff(expected, actual, format: .proportional) else {
      return """
        \(String(customDumping: actual).indented(by: 2))

        (The two values dump the same, yet are not equal: check their "Equatable" conformance.)
        """
    }
    return """
      \(difference.indented(by: indent))

      (Expected: −, \(actualLabel): +)
      """
  }

  // MARK: Received actions

  static func unhandledBeforeSend<State, Action>(
    _ received: [ReceivedAction<State, Action>]
  ) -> String {
    """
    Must handle \(count(received.count, "received action")) before sending an action: …

      Unhandled \(received.count == 1 ? "action" : "actions"):
    \(bulletList(received.map(\.action)))

    To fix, assert \(received.count == 1 ? "it" : "each") with "await store.receive(…)", skip \
    \(received.count == 1 ? "it" : "them") with "await store.skipReceivedActions()", or make the \
    test non-exhaustive with "store.exhaustivity = .off".
    """
  }

  static func unhandledAtEnd<State, Action>(
    _ received: [ReceivedAction<State, Action>]
  ) -> String {
    """
    The store received \(count(received.count, "unexpected action")) by the end of this test: …

      Unhandled \(received.count == 1 ? "action" : "actions"):
    \(bulletList(received.map(\.action)))

    To fix, assert \(received.count == 1 ? "it" : "each") with "await store.receive(…)", skip \
    \(received.count == 1 ? "it" : "them") with "await store.skipReceivedActions()", or make the \
    test non-exhaustive with "store.exhaustivity = .off".
    """
  }

  static func skippedReceivedActions(_ actions: [Any]) -> String {
    """
    \(count(actions.count, "received action")) \(actions.count == 1 ? "was" : "were") skipped:

    \(bulletList(actions))
    """
  }

  static let noReceivedActionsToSkip = """
    There were no received actions to skip.

    Remove "skipReceivedActions()", or pass "strict: false" if actions may or may not arrive.
    """

  // MARK: Effects

  /// TCA's text alone: its tests compare the whole message. The issue points at the `send` (or
  /// `receive`) of the action that started the effect.
  static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of the \
    test. …

    To fix, inspect any effects the reducer returns for this action and ensure that all of them \
    complete by the end of the test. There are a few reasons why an effect may not have \
    completed:

    • If using async/await in your effect, it may need a little bit of time to properly finish. \
    To fix you can simply perform "await store.finish()" at the end of your test.

    • If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
    make sure that you wait enough time for it to perform the effect. If you are using a test \
    clock/scheduler, advance it so that the effects may complete, or consider using an immediate \
    clock/scheduler to immediately perform the effect instead.

    • If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
    make sure those effects are torn down by marking the effect ".cancellable" and returning a \
    corresponding cancellation effect ("Effect.cancel") from another action, or, if your effect \
    is driven by a Combine subject, send it a completion.

    • If you do not wish to assert on these effects, perform "await \
    store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
    "store.exhaustivity = .off".
    """

  static func effectsDidNotFinish(_ running: [InFlightEffect], after timeout: Duration) -> String {
    """
    Expected effects to finish, but there are still effects in-flight after \
    \(timeout.secondsDescription) seconds.

      \(count(running.count, "effect")) still running, started by:
    \(effectList(running))

    If an effect waits on a clock, advance the clock first. If it never ends by itself, cancel it, \
    or skip it with "await store.skipInFlightEffects()".
    """
  }

  static func taskDidNotFinish(_ running: [InFlightEffect], after timeout: Duration) -> String {
    """
    Expected task to finish, but it is still in-flight after \(timeout.secondsDescription) seconds.

      \(count(running.count, "effect")) still running, started by:
    \(effectList(running))
    """
  }

  static func taskDidNotCancel(_ running: [InFlightEffect], after timeout: Duration) -> String {
    """
    The effects of this task were cancelled, but \(count(running.count, "effect")) \
    \(running.count == 1 ? "is" : "are") still running after \(timeout.secondsDescription) \
    seconds: …

      Started by:
    \(effectList(running))

    An effect that ignores cancellation (for example one that does not await anything \
    cancellable) keeps running until its work is done.
    """
  }

  static func skippedInFlightEffects(_ running: [InFlightEffect]) -> String {
    """
    \(count(running.count, "in-flight effect")) \(running.count == 1 ? "was" : "were") \
    skipped (still running, no longer tracked), started by: …

    \(effectList(running))
    """
  }

  static func skippedRunningAtEnd(_ effect: InFlightEffect) -> String {
    """
    An effect returned for this action was still running at the end of the test (skipped by a \
    non-exhaustive test store): …

    \(String(customDumping: effect.action).indented(by: 2))
    """
  }

  static let noInFlightEffectsToSkip = """
    There were no in-flight effects to skip.

    Remove "skipInFlightEffects()", or pass "strict: false" if effects may or may not be running.
    """

  // MARK: Dismissal (navigation extension point)

  /// TCA's text alone: its tests compare the whole message.
  static let sentToDismissedStore = "Can't send action to dismissed test store."

  // MARK: Formatting

  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  static func bulletList(_ actions: [Any]) -> String {
    actions
      .map { "  • " + String(customDumping: $0).indented(by: 4).dropFirst(4) }
      .joined(separator: "\n")
  }

  static func effectList(_ effects: [InFlightEffect]) -> String {
    effects
      .map { effect in
        "  • "
          + String(customDumping: effect.action).indented(by: 4).dropFirst(4)
          + " (\(effect.wasReceived ? "received after" : "sent at") "
          + "\(effect.location.shortDescription))"
      }
      .joined(separator: "\n")
  }
}

extension String {
  func indented(by count: Int) -> String {
    let prefix = String(repeating: " ", count: count)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }
      .joined(separator: "\n")
  }
}
