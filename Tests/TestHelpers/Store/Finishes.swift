import Composable

/// Waits for the effects of `task` to finish, giving up after `timeout` of real time (a hang
/// guard: see ``hangGuard``).
///
/// `StoreTask.finish()` waits as long as the effects run; a test whose effect never ends (it
/// slept on a test clock that had already moved) would hang the whole run. This gives up
/// instead, cancelling the effects, so the test fails where it waited.
///
/// - Returns: Whether the effects finished in time.
public func finishes(_ task: StoreTask, within timeout: Duration = hangGuard) async -> Bool {
  await withTaskGroup(of: Bool.self) { group in
    group.addTask {
      await task.finish()
      return true
    }
    group.addTask {
      try? await Task.sleep(for: timeout)
      return false
    }
    let first = await group.next() ?? false
    group.cancelAll()
    return first
  }
}

/// Waits for `task` to end, for at most `timeout` of real time (a hang guard: see ``hangGuard``),
/// without cancelling it: for tests of operations that should end because something else
/// cancelled them.
///
/// A task that never ends is left behind rather than awaited (awaiting a task's result does not
/// stop when the waiter is cancelled), so the test fails where it waited instead of hanging.
///
/// - Returns: Whether the task ended in time.
public func finishes<Success: Sendable, Failure: Error>(
  _ task: Task<Success, Failure>, within timeout: Duration = hangGuard
) async -> Bool {
  let (outcome, report) = AsyncStream<Bool>.makeStream()
  let waiter = Task {
    _ = await task.result
    report.yield(true)
  }
  let timer = Task {
    try? await Task.sleep(for: timeout)
    report.yield(false)
  }
  defer {
    waiter.cancel()
    timer.cancel()
  }
  for await ended in outcome { return ended }
  return false
}
