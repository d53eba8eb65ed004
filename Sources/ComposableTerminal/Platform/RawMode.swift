#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal in raw mode (keys arrive one by one, unechoed, Ctrl-C as a byte) and puts
/// it back exactly as it was.
///
/// Restoring is idempotent and safe to call from any thread, so every exit path (normal return,
/// a thrown error, SIGINT/SIGTERM, `exit()` through `atexit`) can call it without coordinating.
/// While raw mode is on, ``FatalSignals`` restores the terminal if a signal ends the process.
enum RawMode {
  private struct Saved: @unchecked Sendable {
    // `termios` is a plain C struct of integers; copying it between threads is safe.
    var attributes: termios
    var input: Int32
    var output: Int32
    var usesAlternateScreen: Bool
  }

  private static let saved = Locked<Saved?>(nil)
  private static let exitHookInstalled = Locked(false)

  /// Enters raw mode and, optionally, the alternate screen with the cursor hidden.
  ///
  /// - Parameters:
  ///   - input: The terminal whose attributes change.
  ///   - output: Where the screen sequences go.
  /// - Returns: `false` when `input` is not a terminal, or raw mode is already on (nothing
  ///   changed).
  @discardableResult
  static func enable(
    input: Int32 = TerminalDevice.standardInput, output: Int32 = TerminalDevice.standardOutput,
    alternateScreen: Bool = true
  ) -> Bool {
    guard !self.isEnabled else { return false }
    var original = termios()
    guard tcgetattr(input, &original) == 0 else { return false }
    var raw = original
    // Not cfmakeraw: output post-processing stays on, so a stray "\n" from elsewhere (a
    // print in a reducer) still returns the carriage instead of smearing the screen.
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    saved.withLock {
      $0 = Saved(
        attributes: original, input: input, output: output, usesAlternateScreen: alternateScreen)
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
      saved.withLock { $0 = nil }
      return false
    }
    self.installExitHook()
    FatalSignals.arm(
      input: input, output: output, attributes: original,
      sequence: alternateScreen ? self.leavingSequence : "")
    if alternateScreen {
      TerminalDevice.write(
        ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen, to: output)
    }
    return true
  }

  /// Whether raw mode is on.
  static var isEnabled: Bool {
    saved.withLock { $0 != nil }
  }

  /// Leaves the alternate screen, shows the cursor and restores the saved terminal attributes.
  /// Does nothing if raw mode is not on.
  static func restore() {
    guard
      let state = saved.withLock({ saved -> Saved? in
        defer { saved = nil }
        return saved
      })
    else { return }
    FatalSignals.disarm()
    if state.usesAlternateScreen {
      TerminalDevice.write(self.leavingSequence, to: state.output)
    }
    var attributes = state.attributes
    _ = tcsetattr(state.input, TCSAFLUSH, &attributes)
  }

  /// What leaves the alternate screen with the cursor shown and the style reset.
  private static let leavingSequence = ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen

  /// A last line of defence: whatever path calls `exit`, the terminal is restored.
  private static func installExitHook() {
    let install = exitHookInstalled.withLock { installed -> Bool in
      defer { installed = true }
      return !installed
    }
    guard install else { return }
    atexit { RawMode.restore() }
  }
}
