/// Waits until `condition` holds, letting other work run in between, for at most `timeout` of
/// real time.
///
/// Effects run in tasks on the global executor and send their actions back through the main
/// actor; on a loaded two-core machine they may need milliseconds to get a thread. Counting turns
/// instead of time made such waits give up too early there; a deadline does not.
///
/// - Returns: Whether `condition` held before the deadline.
@MainActor
public func eventually(
  within timeout: Duration = .seconds(10),
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    await letOtherWorkRun()
  }
  return true
}

/// Lets queued jobs run once: a detached task round-trips through the global executor, where
/// effects wait for a thread, and the main actor takes other jobs while this one is away.
func letOtherWorkRun() async {
  await Task.detached { await Task.yield() }.value
}
