import Testing

@testable import ComposableTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) || canImport(Darwin)
  @Suite struct SignalWatcherTests {
    /// The handler of `signal` now, as a number (0 is the default action, 1 ignoring).
    static func handlerBits(of signal: Int32) -> Int {
      var action = sigaction()
      sigaction(signal, nil, &action)
      #if canImport(Darwin)
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
      #else
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
      #endif
    }

    @Test func cancellingPutsBackTheActionThatWasThere() {
      // SIGURG: ignored by default and used by nothing else here, so parallel tests are safe.
      let handler: @convention(c) (Int32) -> Void = { _ in }
      let original = signal(SIGURG, handler)
      defer { signal(SIGURG, original) }
      let installed = Self.handlerBits(of: SIGURG)

      let watcher = SignalWatcher(signals: [SIGURG]) { _ in }
      #expect(Self.handlerBits(of: SIGURG) != installed)
      watcher.cancel()
      // Not the default action: while raw mode is on, that handler restores the terminal.
      #expect(Self.handlerBits(of: SIGURG) == installed)
    }
  }
#endif
