import Clocks

/// Waits until some task sleeps on `clock`, giving up after `timeout` of real time (a hang
/// guard: see ``hangGuard``).
///
/// An effect starts in a task of its own, which a loaded machine may not have run by the time a
/// test advances the clock; an advance before the effect sleeps passes it by, and the effect
/// then sleeps past the advance. Wait for it first.
///
/// This sees only whether *some* task sleeps: with several effects, wait for the ones that
/// matter by other means (let cancelled ones finish first, or advance until a result shows, with
/// ``advance(_:by:until:within:)``).
///
/// - Returns: Whether a task sleeps on the clock.
@discardableResult
public func untilSleeping(
  on clock: TestClock<Duration>,
  within timeout: Duration = hangGuard
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while ContinuousClock.now < deadline {
    do {
      try await clock.checkSuspension()  // throws once a task sleeps on the clock
    } catch {
      return true
    }
  }
  return false
}
