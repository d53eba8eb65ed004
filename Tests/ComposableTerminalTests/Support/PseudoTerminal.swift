import ComposableTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) || canImport(Darwin)
  /// A pseudo-terminal made for a test: a child process gets `device` as its terminal, and the
  /// test reads what the child writes from `controller`, so the real terminal is never touched.
  final class PseudoTerminal: @unchecked Sendable {
    /// The side the test reads; what the child writes arrives here.
    let controller: Int32
    /// The terminal the child runs in. Closed by ``closeDevice()``.
    let device: Int32

    init() throws {
      var controller: Int32 = -1
      var device: Int32 = -1
      #if canImport(Glibc)
        try #require(openpty(&controller, &device, nil, nil, nil) == 0, "openpty failed")
      #else
        controller = posix_openpt(O_RDWR | O_NOCTTY)
        try #require(controller >= 0, "posix_openpt failed")
        try #require(grantpt(controller) == 0 && unlockpt(controller) == 0)
        let name = try #require(ptsname(controller))
        device = open(name, O_RDWR | O_NOCTTY)
        try #require(device >= 0, "opening the pseudo-terminal device failed")
      #endif
      // Other tests start processes at the same time: they must not inherit these, or the
      // controller would not see the device close.
      _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
      _ = fcntl(device, F_SETFD, FD_CLOEXEC)
      self.controller = controller
      self.device = device
    }

    deinit {
      close(self.controller)
      self.closeDevice()
    }

    private var isDeviceOpen = true
    private let isFinished = LockIsolated(false)

    /// Closes the test's own handle on the device, once the child has exited: ``output()``
    /// returns when it has read what is left.
    func closeDevice() {
      guard self.isDeviceOpen else { return }
      self.isDeviceOpen = false
      close(self.device)
      self.isFinished.setValue(true)
    }

    /// The device's attributes now.
    var attributes: termios {
      var attributes = termios()
      _ = tcgetattr(self.device, &attributes)
      return attributes
    }

    /// Everything written to the device until ``closeDevice()``, read on a thread of its own
    /// (a child blocked on a full terminal buffer would never exit).
    ///
    /// Reading ends when every handle on the device is closed, or when nothing is left to read
    /// after ``closeDevice()``: a process the child started (a crash reporter) may still hold
    /// the device, and its output is not the child's.
    func output() async -> [UInt8] {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          var output: [UInt8] = []
          var buffer = [UInt8](repeating: 0, count: 4096)
          while true {
            var descriptor = pollfd(fd: self.controller, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if ready == 0 {
              if self.isFinished.value { break }
              continue
            }
            if ready < 0 {
              if errno == EINTR { continue }
              break
            }
            let count = buffer.withUnsafeMutableBytes {
              read(self.controller, $0.baseAddress, 4096)
            }
            if count > 0 {
              output += buffer[0..<count]
            } else if count < 0, errno == EINTR {
              continue
            } else {
              break  // 0 or EIO: every handle on the device is closed and the data read
            }
          }
          continuation.resume(returning: output)
        }
      }
    }
  }

  extension termios {
    /// The modes and control characters, which is what `stty` shows and sets.
    func sameSettings(as other: termios) -> Bool {
      var lhs = self
      var rhs = other
      let sameCharacters = withUnsafeBytes(of: &lhs.c_cc) { left in
        withUnsafeBytes(of: &rhs.c_cc) { right in left.elementsEqual(right) }
      }
      return self.c_iflag == other.c_iflag && self.c_oflag == other.c_oflag
        && self.c_cflag == other.c_cflag && self.c_lflag == other.c_lflag && sameCharacters
    }
  }
#endif
