import ComposableTesting
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended: what `Process.terminationReason` and `terminationStatus` say,
/// read from the kernel so that it is known even when `Process` never learns of the exit.
public struct ProcessExit: Sendable, Equatable {
  /// Whether it exited or a signal killed it.
  public var reason: Process.TerminationReason
  /// The exit status, or the number of the signal that killed it.
  public var status: Int32

  public init(reason: Process.TerminationReason, status: Int32) {
    self.reason = reason
    self.status = status
  }
}

extension Process {
  /// Runs the process and waits for it to exit: an event, however long a loaded machine takes
  /// to get there. A process still running after ``hangGuard`` is killed and reported, so a
  /// hang fails the test instead of the whole run.
  ///
  /// The exit is seen by a thread blocked in `waitid` with `WNOWAIT`, which wakes when the
  /// child exits without reaping it, so `Process` still reaps it. Waiting for
  /// `terminationHandler` alone is not enough: on Linux, Foundation learns of an exit when a
  /// socket the child inherited reads end-of-file, and every process that also holds that socket
  /// (a grandchild left running, or a child another test started at the same instant, which
  /// inherits whatever is open then) delays it, possibly forever.
  ///
  /// - Parameter started: What to do once the process runs (write its input).
  /// - Returns: How the process ended, or `nil` if the hang guard killed it.
  public func runToExit(started: () -> Void = {}) async throws -> ProcessExit? {
    try await self.runToExit(within: hangGuard, started: started)
  }

  /// ``runToExit(started:)`` with a hang guard of `timeout`, for the tests of the hang guard.
  package func runToExit(
    within timeout: Duration, started: () -> Void = {}
  ) async throws -> ProcessExit? {
    let waiter = ExitWaiter()
    self.terminationHandler = { process in
      waiter.finish(
        ProcessExit(reason: process.terminationReason, status: process.terminationStatus))
    }
    do {
      try self.run()
    } catch {
      self.terminationHandler = nil
      throw error
    }
    started()
    let identifier = self.processIdentifier
    Thread.detachNewThread {
      if let exit = Self.waitForExit(of: identifier) { waiter.finish(exit) }
    }
    let guardTask = Task {
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled, waiter.killUnlessExited(identifier) else { return }
      reportIssue(
        "\(self.executableURL?.lastPathComponent ?? "the process") was still running after "
          + "\(timeout) and was killed")
    }
    let exit = await waiter.exit()
    guardTask.cancel()
    return waiter.wasKilled ? nil : exit
  }

  /// Blocks until the child `identifier` has exited, and says how, leaving it to be reaped by
  /// `Process`; `nil` if it has already been reaped (`Process` then calls its handler).
  private static func waitForExit(of identifier: pid_t) -> ProcessExit? {
    var info = siginfo_t()
    while waitid(P_PID, id_t(identifier), &info, WEXITED | WNOWAIT) != 0 {
      if errno != EINTR { return nil }
    }
    #if canImport(Glibc)
      let code = info.si_code
      let status = info._sifields._sigchld.si_status
    #else
      let code = info.si_code
      let status = info.si_status
    #endif
    return ProcessExit(reason: code == CLD_EXITED ? .exit : .uncaughtSignal, status: status)
  }
}

/// The one exit of a child process, from whichever source sees it first, handed to the one task
/// that waits for it whether it comes before or after the task starts waiting.
private final class ExitWaiter: Sendable {
  private struct State {
    var exit: ProcessExit?
    var continuation: CheckedContinuation<ProcessExit, Never>?
    var wasKilled = false
  }

  private let state = LockIsolated(State())

  /// Records the exit, if it is the first, and wakes the waiting task.
  func finish(_ exit: ProcessExit) {
    let continuation = self.state.withValue { state -> CheckedContinuation<ProcessExit, Never>? in
      guard state.exit == nil else { return nil }
      state.exit = exit
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(returning: exit)
  }

  /// The exit, once there is one. Checked and registered under one lock: an exit that comes
  /// first is returned at once, one that comes later resumes the registered continuation.
  func exit() async -> ProcessExit {
    await withCheckedContinuation { continuation in
      let exit = self.state.withValue { state -> ProcessExit? in
        if state.exit == nil { state.continuation = continuation }
        return state.exit
      }
      if let exit { continuation.resume(returning: exit) }
    }
  }

  /// Kills the child `identifier` unless it has already exited (its identifier may then belong
  /// to another process); says whether it did.
  func killUnlessExited(_ identifier: pid_t) -> Bool {
    self.state.withValue { state in
      guard state.exit == nil else { return false }
      state.wasKilled = true
      return kill(identifier, SIGKILL) == 0
    }
  }

  /// Whether the hang guard killed the child.
  var wasKilled: Bool { self.state.value.wasKilled }
}
