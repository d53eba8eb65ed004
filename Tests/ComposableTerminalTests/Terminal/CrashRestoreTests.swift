import Foundation
import TestHelpers
import Testing

@testable import ComposableTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) || canImport(Darwin)
  /// A process that ends while the terminal is in raw mode on the alternate screen (a crash, a
  /// signal, `exit`) leaves the terminal as it found it: `terminal-crash-probe` ends as told in
  /// a pseudo-terminal, and the test looks at the terminal afterwards.
  @Suite struct CrashRestoreTests {
    struct Ending {
      var reason: Process.TerminationReason
      var status: Int32
      var output: String
      var before: termios
      var after: termios

      /// Killed by one of `signals`.
      func diedOf(_ signals: Set<Int32>) -> Bool {
        self.reason == .uncaughtSignal && signals.contains(self.status)
      }
    }

    /// For a probe built with a sanitizer (`swift test --sanitize=…`, Scripts/sanitize): it must
    /// die of its signal as any program does, rather than of the sanitizer's own crash report,
    /// and whatever a sanitizer does report (the handler doing something unsafe in a signal) is
    /// written to the terminal, where the test sees it. No leak check: see Scripts/sanitize.
    static let sanitizerOptions = [
      "handle_segv=0", "handle_sigbus=0", "handle_sigill=0", "handle_sigfpe=0", "handle_abort=0",
      "handle_sigtrap=0", "detect_leaks=0", "log_path=stderr",
    ].joined(separator: ":")

    /// For the Swift backtracer under AddressSanitizer: its memory server copies the crashed
    /// thread's stack with `memcpy`, which ASan checks against the stack's redzones and reports
    /// as a stack-buffer-underflow (reading raw memory is a backtracer's job). Only that run
    /// stops checking `memcpy` and its kin.
    static let backtracerSanitizerOptions = "intercept_intrin=0:replace_intrin=0"

    static let traps: Set<Int32> = [SIGILL, SIGTRAP]  // a Swift trap: ud2 on x86, brk on arm
    static let badAccess: Set<Int32> = [SIGSEGV, SIGBUS]

    func run(
      _ arguments: [String], backtrace: String = "enable=no",
      sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Ending {
      let probe = BuiltProducts.executable("terminal-crash-probe")
      try #require(
        FileManager.default.isExecutableFile(atPath: probe.path),
        "build the probe first: swift build --product terminal-crash-probe",
        sourceLocation: sourceLocation)
      let terminal = try PseudoTerminal()
      let before = terminal.attributes
      let process = Process()
      process.executableURL = probe
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["SWIFT_BACKTRACE"] = backtrace
      let backtracerOptions =
        backtrace.hasPrefix("enable=yes") ? Self.backtracerSanitizerOptions : nil
      for name in ["ASAN_OPTIONS", "TSAN_OPTIONS"] {
        // Later options override earlier ones.
        environment[name] = [environment[name], Self.sanitizerOptions, backtracerOptions]
          .compactMap(\.self).joined(separator: ":")
      }
      process.environment = environment
      let device = FileHandle(fileDescriptor: terminal.device, closeOnDealloc: false)
      process.standardInput = device
      process.standardOutput = device
      process.standardError = device

      async let output = terminal.output()
      let exit: ProcessExit?
      do {
        exit = try await process.runToExit()
      } catch {
        // The reader ends only once the device is closed: close it before `output` is awaited.
        terminal.closeDevice()
        throw error
      }
      let after = terminal.attributes
      terminal.closeDevice()
      let ending = try #require(exit, "the probe did not exit", sourceLocation: sourceLocation)
      return Ending(
        reason: ending.reason, status: ending.status,
        output: String(decoding: await output, as: UTF8.self), before: before, after: after)
    }

    /// The terminal is as it was before the probe started, and what the probe wrote leaves the
    /// alternate screen with the cursor shown after entering it.
    func expectRestored(_ ending: Ending, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(ending.output.contains("raw mode on"), sourceLocation: sourceLocation)
      #expect(!ending.output.contains("Sanitizer"), sourceLocation: sourceLocation)
      #expect(ending.after.sameSettings(as: ending.before), sourceLocation: sourceLocation)
      // What `stty sane` sets: lines edited and echoed, Ctrl-C a signal, Return a newline.
      #expect(
        ending.after.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))
      #expect(ending.after.c_iflag & tcflag_t(ICRNL) == tcflag_t(ICRNL))
      let output = ending.output
      guard let entered = output.range(of: ANSI.enterAlternateScreen, options: .backwards) else {
        Issue.record("the probe never entered the alternate screen", sourceLocation: sourceLocation)
        return
      }
      let afterEntering = output[entered.upperBound...]
      #expect(afterEntering.contains(ANSI.leaveAlternateScreen), sourceLocation: sourceLocation)
      #expect(afterEntering.contains(ANSI.showCursor), sourceLocation: sourceLocation)
    }

    @Test func anArithmeticOverflowRestoresTheTerminal() async throws {
      let ending = try await self.run(["overflow"])
      #expect(ending.diedOf(Self.traps), "\(ending.reason) \(ending.status)")
      self.expectRestored(ending)
    }

    @Test func aFatalErrorRestoresTheTerminal() async throws {
      let ending = try await self.run(["fatal-error"])
      #expect(ending.diedOf(Self.traps), "\(ending.reason) \(ending.status)")
      self.expectRestored(ending)
    }

    @Test func abortRestoresTheTerminal() async throws {
      let ending = try await self.run(["abort"])
      #expect(ending.diedOf([SIGABRT]), "\(ending.reason) \(ending.status)")
      self.expectRestored(ending)
    }

    @Test func aBadMemoryAccessRestoresTheTerminal() async throws {
      let ending = try await self.run(["bad-access"])
      #expect(ending.diedOf(Self.badAccess), "\(ending.reason) \(ending.status)")
      self.expectRestored(ending)
    }

    @Test func aStackOverflowRestoresTheTerminal() async throws {
      let ending = try await self.run(["stack-overflow"])
      #expect(ending.diedOf(Self.badAccess), "\(ending.reason) \(ending.status)")
      self.expectRestored(ending)
    }

    @Test(arguments: FatalSignals.crashes + FatalSignals.terminations)
    func eachSignalThatEndsTheProcessRestoresTheTerminal(signal: Int32) async throws {
      let ending = try await self.run(["signal", "\(signal)"])
      #expect(ending.diedOf([signal]), "\(ending.reason) \(ending.status)")
      self.expectRestored(ending)
    }

    @Test func exitRestoresTheTerminal() async throws {
      let ending = try await self.run(["exit"])
      #expect(ending.reason == .exit)
      #expect(ending.status == 3)
      self.expectRestored(ending)
    }

    /// Whether ThreadSanitizer is linked: its runtime fails its own checks when the Swift
    /// backtracer starts its helper process from inside a signal handler.
    static let isThreadSanitized = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

    @Test(
      .disabled(
        if: CrashRestoreTests.isThreadSanitized, "the backtracer does not run under ThreadSanitizer"
      ))
    func theSwiftCrashReportStillPrintsOnTheRestoredTerminal() async throws {
      let ending = try await self.run(["fatal-error"], backtrace: "enable=yes,interactive=no")
      #expect(ending.diedOf(Self.traps), "\(ending.reason) \(ending.status)")
      self.expectRestored(ending)
      // The runtime's backtracer ran after the terminal was restored, not instead of it.
      if let left = ending.output.range(of: ANSI.leaveAlternateScreen, options: .backwards) {
        #expect(ending.output[left.upperBound...].contains("Program crashed"))
      }
    }
  }
#endif
