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
