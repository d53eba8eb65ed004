#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Restores the terminal when a signal ends the process while raw mode is on: a crash (a Swift
/// trap, `abort`, a bad memory access) or a request to end that nothing else handles.
///
/// A signal handler may only make async-signal-safe calls: no locks, no allocation, no Swift
/// runtime work that could be half done in the interrupted code. So everything the handler needs
/// (the descriptors, the saved attributes, the bytes that leave the alternate screen) is put in
/// memory of its own while arming, and the handler only reads it, writes the bytes, calls
/// `tcsetattr`, puts back the signal's previous action and raises the signal again. The process
/// then ends as it would have without this: killed by the same signal, after the previous
/// handler (such as the Swift runtime's crash backtracer, which now prints on a sane terminal)
/// has run.
///
/// `SIGKILL` and `SIGSTOP` cannot be caught, and `_exit` skips every hook: after those, `reset`
/// (or `stty sane`) repairs the terminal.
enum FatalSignals {
  /// Signals that mean the process is crashing. They are taken over unless ignored, and whatever
  /// handled them before (a crash reporter) runs after the terminal is restored.
  static let crashes: [Int32] = [
    SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS, SIGQUIT,
  ]

  /// Signals whose default action ends the process. They are taken over only while that default
  /// is in place: one the program ignores or handles itself is its own business.
  static let terminations: [Int32] = [
    SIGHUP, SIGINT, SIGTERM, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ,
  ]

  /// Everything the handler reads, written before any handler is installed.
  private struct Rescue {
    var input: Int32 = -1
    var output: Int32 = -1
    var attributes = termios()
    var sequence: UnsafeMutablePointer<UInt8>
    var sequenceCount = 0
  }

  /// Room for signal numbers up to 64 (Linux has 64 signals, Apple platforms 31).
  private static let signalCapacity = 65
  private static let sequenceCapacity = 64

  // Allocated once and never freed, so a handler running on another thread never reads freed
  // memory. Every access before a handler can run goes through `arm`, which initializes them.
  nonisolated(unsafe) private static let rescue: UnsafeMutablePointer<Rescue> = {
    let rescue = UnsafeMutablePointer<Rescue>.allocate(capacity: 1)
    rescue.initialize(
      to: Rescue(sequence: UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)))
    return rescue
  }()
  nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCapacity)
    actions.initialize(repeating: sigaction(), count: signalCapacity)
    return actions
  }()
  nonisolated(unsafe) private static var armedSignals: [Int32] = []

  /// Installs the handlers, which put back `attributes` on `input` and write `sequence` to
  /// `output`. Call with raw mode on; the caller serializes `arm` and ``disarm()``.
  static func arm(input: Int32, output: Int32, attributes: termios, sequence: String) {
    self.disarm()
    let rescue = self.rescue
    rescue.pointee.input = input
    rescue.pointee.output = output
    rescue.pointee.attributes = attributes
    let bytes = Array(sequence.utf8.prefix(sequenceCapacity))
    for (offset, byte) in bytes.enumerated() {
      rescue.pointee.sequence[offset] = byte
    }
    rescue.pointee.sequenceCount = bytes.count
    self.ensureAlternateSignalStack()

    var action = self.action(handler: fatalSignalHandler)
    for number in self.crashes + self.terminations {
      var previous = sigaction()
      guard sigaction(number, nil, &previous) == 0 else { continue }
      let handler = self.handlerBits(of: previous)
      if handler == self.ignoreBits { continue }
      if handler != self.defaultBits, self.terminations.contains(number) { continue }
      self.previousActions[Int(number)] = previous
      if sigaction(number, &action, nil) == 0 {
        self.armedSignals.append(number)
      }
    }
  }

  /// Puts back the actions `arm` replaced, where the handler is still the one it installed.
  static func disarm() {
    for number in self.armedSignals {
      var current = sigaction()
      guard sigaction(number, nil, &current) == 0,
        self.handlerBits(of: current) == unsafeBitCast(fatalSignalHandler, to: Int.self)
      else { continue }
      _ = sigaction(number, &self.previousActions[Int(number)], nil)
    }
    self.armedSignals.removeAll()
  }

  /// The signal handler's body: async-signal-safe calls only, on memory prepared by `arm`.
  fileprivate static func handle(_ number: Int32) {
    let savedErrno = errno
    let rescue = self.rescue
    var offset = 0
    while offset < rescue.pointee.sequenceCount {
      let written = write(
        rescue.pointee.output, rescue.pointee.sequence + offset,
        rescue.pointee.sequenceCount - offset)
      if written < 0, errno == EINTR { continue }
      if written <= 0 { break }
      offset += written
    }
    _ = tcsetattr(rescue.pointee.input, TCSAFLUSH, &rescue.pointee.attributes)

    // The previous handler if there was one (a crash reporter), else the default action. The
    // raised signal stays blocked until this handler returns, then ends the process.
    var next = self.previousActions[Int(number)]
    if self.handlerBits(of: next) == self.defaultBits {
      next = self.action(handler: nil)
    }
    _ = sigaction(number, &next, nil)
    _ = raise(number)
    errno = savedErrno
  }

  // MARK: - Platform details

  private static let defaultBits = 0
  private static let ignoreBits = 1

  /// The handler of an action as a number: 0 for `SIG_DFL`, 1 for `SIG_IGN`, else a function.
  private static func handlerBits(of action: sigaction) -> Int {
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self)
  }

  /// An action running `handler` (or the default action for `nil`) on the alternate signal
  /// stack, with every other signal blocked while it runs.
  private static func action(handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigfillset(&action.sa_mask)
    action.sa_flags = handler == nil ? 0 : Int32(SA_ONSTACK)
    return action
  }

  /// A stack overflow leaves no stack for a handler: give this thread (the one that runs the
  /// app) an alternate signal stack unless it has one.
  private static func ensureAlternateSignalStack() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
    let size = 64 * 1024
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    stack.ss_size = size
    stack.ss_flags = 0
    _ = sigaltstack(&stack, nil)
  }
}

/// The C function installed for each armed signal.
private let fatalSignalHandler: @convention(c) (Int32) -> Void = { number in
  FatalSignals.handle(number)
}
