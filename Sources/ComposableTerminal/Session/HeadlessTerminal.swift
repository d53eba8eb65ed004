/// A terminal without a terminal, for tests: draws a view tree at a fixed size and takes key
/// presses, so a test can assert on exactly what a person would see.
///
/// ```swift
/// let terminal = HeadlessTerminal(columns: 60, rows: 20) {
///   CounterView(store: store)
/// }
/// terminal.press(.enter)
/// #expect(terminal.frame.contains("Count: 1"))
/// ```
@MainActor
public final class HeadlessTerminal {
  /// The session that evaluates, lays out and routes keys.
  public let session: TerminalSession
  private var decoder = KeyDecoder()
  /// Set when a key asked to quit.
  public private(set) var didQuit = false

  /// Creates a headless terminal of the given size showing `content`.
  ///
  /// - Parameters:
  ///   - columns: The width of the screen.
  ///   - rows: The height of the screen.
  ///   - clock: The clock that paces multi-step navigation; pass a `TestClock` to step through
  ///     it, or an `ImmediateClock` to skip the delays.
  ///   - content: The view tree to show.
  public init<Content: View>(
    columns: Int = 80, rows: Int = 24,
    clock: any Clock<Duration> = ContinuousClock(),
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.session = TerminalSession(size: Size(width: columns, height: rows), content: content)
    self.session.clock = clock
  }

  /// The current screen.
  public var frame: Frame { self.session.render() }

  /// The rows of the current screen as plain text.
  public var lines: [String] { self.frame.lines }

  /// The rows of the current screen with ANSI styles.
  public var styledLines: [String] { self.frame.styledLines }

  /// The current screen as one string.
  public var text: String { self.frame.text }

  /// How many times the views have been evaluated.
  public var evaluationCount: Int { self.session.evaluationCount }

  /// Presses keys in order.
  @discardableResult
  public func press(_ keys: Key...) -> KeyResult {
    self.press(keys)
  }

  /// Presses keys in order; stops at a key that quits.
  @discardableResult
  public func press(_ keys: [Key]) -> KeyResult {
    var result = KeyResult.ignored
    for key in keys {
      result = self.session.handle(key)
      if result == .quit {
        self.didQuit = true
        break
      }
    }
    return result
  }

  /// Types each character of `text` as a key press.
  @discardableResult
  public func type(_ text: String) -> KeyResult {
    self.press(text.map { Key.character($0) })
  }

  /// Feeds raw bytes, as a terminal would send them (`"\u{1B}[A"` for ↑, `"\r"` for Enter).
  @discardableResult
  public func input(_ bytes: some StringProtocol) -> KeyResult {
    var keys = self.decoder.decode(Array(bytes.utf8))
    keys += self.decoder.flush()
    return self.press(keys)
  }

  /// Changes the size, as a window resize does.
  public func resize(columns: Int, rows: Int) {
    self.session.resize(to: Size(width: columns, height: rows))
  }

  /// Waits until multi-step navigation in progress has reached its last step, or `timeout`
  /// passes.
  public func settle(timeout: Duration = .seconds(5)) async {
    let start = ContinuousClock.now
    while self.session.hasPendingAnimations, ContinuousClock.now - start < timeout {
      try? await Task.sleep(for: .milliseconds(2))
    }
    await Task.yield()
  }
}
