/// Waits, by yielding to other work, until `isDone` holds or `timeout` of real time has passed.
///
/// Yielding (instead of sleeping) lets effects scheduled on the main serial executor run between
/// checks, and keeps tests fast: the wait ends as soon as the condition holds.
///
/// - Parameter giveUp: Checked on each round; returning `true` ends the wait early, for conditions
///   that can no longer become true (nothing is running that could make them hold).
/// - Returns: Whether `isDone` holds.
@MainActor
package func waitUntil(
  timeout: Duration,
  giveUp: () -> Bool = { false },
  _ isDone: () -> Bool
) async -> Bool {
  if isDone() { return true }
  await Task.megaYield()
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !isDone() {
    if giveUp() || ContinuousClock.now >= deadline || Task.isCancelled {
      return false
    }
    await yieldToEffects()
  }
  return true
}

/// Lets every job already queued run once. A detached task round-trips through the global
/// executor, which is where effects not on the main actor wait to run.
func yieldToEffects() async {
  await Task.detached(priority: .background) { await Task.yield() }.value
}

extension Duration {
  /// `1.0`, `0.25`: the duration in seconds, for messages.
  var secondsDescription: String {
    let (seconds, attoseconds) = self.components
    return "\(Double(seconds) + Double(attoseconds) / 1e18)"
  }
}
