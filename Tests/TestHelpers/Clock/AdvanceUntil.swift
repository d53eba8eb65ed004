import Clocks

/// Advances `clock` by `step` at a time until `condition` holds, giving up after `timeout` of
/// real time (a hang guard: see ``hangGuard``).
///
/// For assertions of the form "this eventually happens": an effect whose task starts late sleeps
/// from a later instant, and takes one more step to wake, instead of being passed by. After each
/// step the woken effects get a moment to deliver before the next step, but on a loaded machine
/// a slow one can still see one step more than it needed: assert "at least", not "exactly".
///
/// - Returns: Whether `condition` held before the deadline.
@MainActor
public func advance(
  _ clock: TestClock<Duration>,
  by step: Duration,
  until condition: @MainActor () -> Bool,
  within timeout: Duration = hangGuard
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    await untilSleeping(on: clock, within: .milliseconds(50))
    if condition() { return true }
    await clock.advance(by: step)
    if await eventually(within: .milliseconds(100), condition) { return true }
  }
  return true
}
