import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a view tree in the terminal the process was started from.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) { AppFeature() }
/// await TerminalApp.run { AppView(store: store) }
/// ```
///
/// On a terminal, the screen is drawn on the alternate screen in raw mode, redrawn when
/// observed state changes (only the rows that changed are written) and re-laid out when the
/// window is resized. The terminal is restored however the app ends: quitting, Ctrl-C, SIGINT
/// or SIGTERM, a thrown error, or `exit`.
///
/// When standard input is not a terminal, its bytes are read as key presses (the same bytes a
/// terminal sends: `"jj\r"` is j, j, Enter), processed in order, and the final screen is
/// printed as plain text when input ends: `printf 'jj\r' | swift run demo`.
public enum TerminalApp {
  /// How a run ended.
  public enum Outcome: Sendable, Equatable {
    /// The user quit (`q` at the top level, or Ctrl-C).
    case quit
    /// Standard input ended (non-interactive mode); the final screen was printed.
    case endOfInput
  }

  /// Runs `content` until the user quits or, when input is not a terminal, until input ends.
  ///
  /// - Parameters:
  ///   - stepDelay: The pause between the steps of a multi-step navigation change.
  ///   - content: The view tree to show, evaluated again whenever state it read changes.
  @MainActor
  @discardableResult
  public static func run<Content: View>(
    stepDelay: Duration = .milliseconds(350),
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) async -> Outcome {
    if TerminalDevice.isTerminal(TerminalDevice.standardInput),
      TerminalDevice.isTerminal(TerminalDevice.standardOutput)
    {
      return await self.runInteractive(stepDelay: stepDelay, content: content)
    }
    return await self.runPiped(content: content)
  }

  /// Runs `body` with the terminal in raw mode, on the alternate screen, and restores the
  /// terminal when it returns or throws. Without a terminal, just runs `body`.
  ///
  /// - Parameters:
  ///   - input: The terminal to put in raw mode; standard input by default.
  ///   - output: Where the screen switching sequences go; standard output by default.
  ///   - body: The work to do while the terminal is in raw mode.
  @MainActor
  public static func withRawMode<T>(
    input: Int32 = 0, output: Int32 = 1,
    _ body: @MainActor () async throws -> T
  ) async rethrows -> T {
    RawMode.enable(input: input, output: output)
    defer { RawMode.restore() }
    return try await body()
  }

  /// Whether the terminal is in raw mode now (between entering and restoring it).
  public static var isInRawMode: Bool {
    RawMode.isEnabled
  }

  @MainActor
  private static func runInteractive<Content: View>(
    stepDelay: Duration, content: @escaping @MainActor () -> Content
  ) async -> Outcome {
    await self.withRawMode {
      let session = TerminalSession(
        size: TerminalDevice.windowSize() ?? Size(width: 80, height: 24), content: content)
      session.stepDelay = stepDelay
      var renderer = DiffRenderer()
      let display = {
        TerminalDevice.write(renderer.update(to: session.render()))
      }
      var isDisplayScheduled = false
      session.onNeedsDisplay = {
        guard !isDisplayScheduled else { return }
        isDisplayScheduled = true
        Task { @MainActor in
          isDisplayScheduled = false
          display()
        }
      }
      let signals = SignalWatcher(signals: [SIGINT, SIGTERM, SIGWINCH]) { number in
        if number == SIGWINCH {
          Task { @MainActor in
            if let size = TerminalDevice.windowSize() { session.resize(to: size) }
          }
        } else {
          RawMode.restore()
          exit(128 + number)
        }
      }
      defer { signals.cancel() }
      display()
      var decoder = KeyDecoder()
      for await chunk in InputReader.chunks() {
        let keys = decoder.decode(chunk) + decoder.flushLoneEscape()
        if session.handle(keys) == .quit { return Outcome.quit }
        display()
      }
      return Outcome.endOfInput
    }
  }

  @MainActor
  private static func runPiped<Content: View>(content: @escaping @MainActor () -> Content) async
    -> Outcome
  {
    let session = TerminalSession(size: self.pipedSize(), content: content)
    // Nobody watches the steps of a navigation change: take them without pausing.
    session.stepDelay = .zero
    var decoder = KeyDecoder()
    var outcome = Outcome.endOfInput
    reading: for await chunk in InputReader.chunks() {
      for key in decoder.decode(chunk) {
        if await self.process(key, in: session) == .quit {
          outcome = .quit
          break reading
        }
      }
    }
    if outcome == .endOfInput {
      for key in decoder.flush() {
        if await self.process(key, in: session) == .quit { break }
      }
    }
    await self.settle(session)
    print(session.render().text)
    return outcome
  }

  /// One key, then a moment for the effects it started to deliver their first actions.
  @MainActor
  private static func process(_ key: Key, in session: TerminalSession) async -> KeyResult {
    let result = session.handle(key)
    await self.settle(session)
    return result
  }

  @MainActor
  private static func settle(_ session: TerminalSession) async {
    for _ in 0..<10 { await Task.yield() }
    // Drawing is what starts a router's steps, and each step asks for the next drawing.
    _ = session.render()
    let start = ContinuousClock.now
    while session.hasPendingAnimations, ContinuousClock.now - start < .seconds(5) {
      try? await Task.sleep(for: .milliseconds(1))
      _ = session.render()
    }
  }

  /// The size to draw at without a terminal: `COLUMNS`/`LINES` if set, else the size of the
  /// terminal standard output goes to, else 80×24.
  private static func pipedSize() -> Size {
    let environment = ProcessInfo.processInfo.environment
    if let columns = environment["COLUMNS"].flatMap(Int.init),
      let rows = environment["LINES"].flatMap(Int.init), columns > 0, rows > 0
    {
      return Size(width: columns, height: rows)
    }
    return TerminalDevice.windowSize() ?? Size(width: 80, height: 24)
  }
}
