import ComposableTesting
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Process {
  /// Runs the process and waits for it to exit: an event, however long a loaded machine takes
  /// to get there. A process still running after ``hangGuard`` is killed, so a hang fails the
  /// test instead of the whole run.
  ///
  /// - Parameter started: What to do once the process runs (write its input).
  /// - Returns: Whether the process exited by itself.
  public func runToExit(started: () -> Void = {}) async throws -> Bool {
    let killed = LockIsolated(false)
    var watchdog: Task<Void, Never>?
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      self.terminationHandler = { _ in continuation.resume() }
      do {
        try self.run()
      } catch {
        self.terminationHandler = nil
        continuation.resume(throwing: error)
        return
      }
      started()
      let identifier = self.processIdentifier
      watchdog = Task {
        try? await Task.sleep(for: hangGuard)
        guard !Task.isCancelled else { return }
        killed.setValue(true)
        kill(identifier, SIGKILL)
      }
    }
    watchdog?.cancel()
    return !killed.value
  }
}
