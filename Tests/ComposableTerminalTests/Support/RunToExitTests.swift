import ComposableTesting
import Foundation
import TestHelpers
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) || canImport(Darwin)
  /// `Process.runToExit`, which the crash-probe and demo tests wait on: it must end when the
  /// child exits, whatever `Process` makes of it, and end a child that hangs.
  @Suite struct RunToExitTests {
    /// Runs `script` in `/bin/sh`.
    private func shell(_ script: String) -> Process {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script]
      return process
    }

    @Test func aChildThatExitsIsSeenAtOnceEvenIfProcessNeverHearsOfIt() async throws {
      // The shell leaves a grandchild running that holds every descriptor the shell inherited,
      // among them the socket through which Foundation (on Linux) learns that the shell exited:
      // `terminationHandler` does not run until the grandchild ends. A crash probe's helper
      // process holding it once stalled the whole run under AddressSanitizer.
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("run-to-exit-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: file) }
      let process = self.shell(
        "sleep 600 < /dev/null > /dev/null 2>&1 & echo $! > '\(file.path)'; exit 3")
      let exit = try await process.runToExit()
      if let grandchild = try? String(contentsOf: file, encoding: .utf8),
        let identifier = pid_t(grandchild.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        kill(identifier, SIGKILL)
      }
      #expect(exit == ProcessExit(reason: .exit, status: 3))
    }

    @Test func theSignalThatKilledTheChildIsItsStatus() async throws {
      // SIGKILL: a child started from a thread that blocks signals (a dispatch worker) inherits
      // the block, and would not die of SIGTERM.
      let process = self.shell("kill -KILL $$")
      let exit = try await process.runToExit()
      #expect(exit == ProcessExit(reason: .uncaughtSignal, status: SIGKILL))
    }

    @Test func aChildStillRunningAfterTheHangGuardIsKilledAndReported() async throws {
      let process = self.shell("exec sleep 600")
      // Set once the wait ends: to `nil` when the hang guard ended it.
      let exit = LockIsolated<ProcessExit??>(nil)
      await withKnownIssue {
        let value = try? await process.runToExit(within: .zero)
        exit.setValue(value)
      } matching: { issue in
        issue.description.contains("sh was still running after 0.0 seconds and was killed")
      }
      #expect(exit.value == .some(nil))
    }
  }
#endif
