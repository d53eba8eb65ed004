import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Delivers SIGINT, SIGTERM and SIGWINCH as events on a dispatch queue instead of interrupting
/// the process: a signal source may do anything (restore the terminal, re-layout), which a
/// signal handler may not.
final class SignalWatcher {
  private let sources: [any DispatchSourceSignal]
  private let signals: [Int32]
  private var previousActions: [sigaction]

  /// Starts watching. `handler` receives the signal number on a background queue.
  init(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
    let queue = DispatchQueue(label: "ComposableTerminal.signals")
    self.signals = signals
    // Kept to be put back: while raw mode is on, that is the handler restoring the terminal.
    self.previousActions = signals.map { number in
      var action = sigaction()
      sigaction(number, nil, &action)
      return action
    }
    self.sources = signals.map { number in
      // The default action would kill the process before the source sees the signal.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { handler(number) }
      source.resume()
      return source
    }
  }

  /// Stops watching and gives the signals back the actions they had before.
  func cancel() {
    for source in self.sources {
      source.cancel()
    }
    for (number, index) in zip(self.signals, self.previousActions.indices) {
      sigaction(number, &self.previousActions[index], nil)
    }
  }
}
