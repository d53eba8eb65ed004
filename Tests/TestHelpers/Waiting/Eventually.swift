import ComposableTesting

/// Waits until `condition` holds, letting other work run in between, giving up after `timeout`
/// of real time (a hang guard: see ``hangGuard``): `TestStore`'s own wait, for tests of plain
/// stores.
///
/// Effects run in tasks on the global executor and send their actions back through the main
/// actor; on a loaded two-core machine they may need milliseconds to get a thread. Counting turns
/// instead of time made such waits give up too early there; a deadline does not.
///
/// - Returns: Whether `condition` held before the deadline.
@MainActor
public func eventually(
  within timeout: Duration = hangGuard,
  _ condition: @MainActor () -> Bool
) async -> Bool {
  await waitUntil(timeout: timeout, condition)
}
