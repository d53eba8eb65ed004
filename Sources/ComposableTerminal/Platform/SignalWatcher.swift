#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Dispatch

/// Delivers SIGINT, SIGTERM and SIGWINCH as events on a dispatch queue instead of interrupting
/// the process: a signal source may do anything (restore the terminal, re-layout), which a
/// signal handler may not.
final class SignalWatcher {
  private let sources: [any DispatchSourceSignal]
  private let signals: [Int32]

  /// Starts watching. `handler` receives the signal number on a background queue.
  init(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
    let queue = DispatchQueue(label: "ComposableTerminal.signals")
    self.signals = signals
    self.sources = signals.map { number in
      // The default action would kill the process before the source sees the signal.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { handler(number) }
      source.resume()
      return source
    }
  }

  /// Stops watching and gives the signals back their default actions.
  func cancel() {
    for source in self.sources {
      source.cancel()
    }
    for number in self.signals {
      signal(number, SIG_DFL)
    }
  }
}
