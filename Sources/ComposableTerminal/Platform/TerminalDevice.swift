#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the POSIX calls the terminal front end needs.
enum TerminalDevice {
  static let standardInput: Int32 = 0
  static let standardOutput: Int32 = 1

  /// Whether a file descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The window size of the terminal on `descriptor`, if it is one and reports a size.
  static func windowSize(of descriptor: Int32 = standardOutput) -> Size? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return Size(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// Writes all of `text` to `descriptor`, retrying short writes.
  static func write(_ text: String, to descriptor: Int32 = standardOutput) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        #if canImport(Darwin)
          Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        #else
          Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        #endif
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
    bytes.removeAll()
  }

  /// Reads what is available from standard input, blocking until at least one byte arrives.
  /// Returns `nil` at end of input or on error.
  static func read(maximum: Int = 4096) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: maximum)
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        #if canImport(Darwin)
          Darwin.read(standardInput, raw.baseAddress!, maximum)
        #else
          Glibc.read(standardInput, raw.baseAddress!, maximum)
        #endif
      }
      if count > 0 { return Array(buffer[0..<count]) }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }
}
