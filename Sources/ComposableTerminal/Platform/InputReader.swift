import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input on a thread of its own and hands the chunks to async code.
///
/// A blocking read on a dedicated thread works the same for a terminal and a pipe, and keeps
/// the two shared cooperative threads free. The thread waits with `poll` in short slices, so
/// when the consumer stops listening it stops too, without swallowing input meant for whatever
/// reads standard input next.
enum InputReader {
  /// The chunks read from standard input; the stream ends at end of input.
  static func chunks() -> AsyncStream<[UInt8]> {
    let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    let stopped = StopFlag()
    continuation.onTermination = { _ in stopped.value.withLock { $0 = true } }
    let thread = Thread {
      while !stopped.value.withLock({ $0 }) {
        var descriptor = pollfd(fd: TerminalDevice.standardInput, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, 100)
        if ready < 0, errno == EINTR { continue }
        if ready == 0 { continue }
        guard ready > 0, let bytes = TerminalDevice.read() else { break }
        continuation.yield(bytes)
      }
      continuation.finish()
    }
    thread.name = "ComposableTerminal.input"
    thread.start()
    return stream
  }

  private final class StopFlag: Sendable {
    let value = Locked(false)
  }
}
