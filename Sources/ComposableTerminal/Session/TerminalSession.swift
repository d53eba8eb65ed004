import Observation

/// Runs a view tree against a screen size: evaluates it when the state it read changes, draws
/// frames, and passes keys on to `KeyRouting` with the controls and `Focus` of the last
/// evaluation.
///
/// The session does no input or output itself: ``TerminalApp`` connects it to a real terminal,
/// ``HeadlessTerminal`` to tests.
///
/// Views are evaluated inside `withObservationTracking`: only a change to state the last
/// evaluation read makes the next frame evaluate again (see ``evaluationCount``). Focus moves
/// and resizes only re-draw.
@MainActor
public final class TerminalSession {
  private let content: @MainActor () -> AnyView
  /// The screen size frames are drawn at.
  public private(set) var size: Size
  /// How many times the views have been evaluated: once at first, then once per observed change.
  public private(set) var evaluationCount = 0
  /// Called (on the main actor) when the screen needs to be drawn again: observed state changed
  /// or a view asked for it.
  public var onNeedsDisplay: (@MainActor () -> Void)?

  private let stateChanged = ChangeFlag()
  private var node: Node = .empty
  private var interaction = InteractionMap(.empty)
  private var needsDraw = true
  private var lastFrame: Frame?
  private let focus = Focus()
  let storage = ViewStorage()
  /// The clock that paces multi-step navigation (one route change per step).
  public var clock: any Clock<Duration> = ContinuousClock()
  /// The pause between steps of a multi-step navigation change.
  public var stepDelay: Duration = .milliseconds(350)

  /// Whether a multi-step navigation change is still being shown step by step.
  public var hasPendingAnimations: Bool {
    self.storage.values(of: (any PendingWork).self).contains { $0.isPending }
  }

  /// Creates a session for `content` at `size`.
  public init<Content: View>(size: Size, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.size = size
    self.content = { AnyView(content()) }
    self.storage.invalidate = { [weak self] in self?.setNeedsEvaluation() }
  }

  /// Whether observed state changed (or a view asked for a redraw) since the last frame.
  public var needsEvaluation: Bool {
    self.stateChanged.value.withLock { $0 }
  }

  /// The identity of the focused control, if any: its focus scopes and its label.
  public var focusedControlID: String? {
    self.updateIfNeeded()
    return self.focus.focusedID
  }

  /// The labels of the controls that can take focus, in order, with the focused one.
  public var focusableLabels: [String] {
    self.updateIfNeeded()
    return self.interaction.targets.map(\.control.label.plainText)
  }

  /// The label of the focused control.
  public var focusedLabel: String? {
    self.updateIfNeeded()
    return self.focus.target(in: self.interaction)?.control.label.plainText
  }

  /// Changes the screen size; the next frame is laid out again.
  public func resize(to size: Size) {
    guard size != self.size else { return }
    self.size = size
    self.needsDraw = true
    self.onNeedsDisplay?()
  }

  /// Marks the views as needing evaluation, as an observed change does.
  public func setNeedsEvaluation() {
    self.stateChanged.value.withLock { $0 = true }
    self.onNeedsDisplay?()
  }

  /// The current screen, evaluated and drawn only if something changed since the last call.
  public func render() -> Frame {
    self.updateIfNeeded()
    if self.needsDraw || self.lastFrame == nil {
      self.lastFrame = self.draw()
      self.needsDraw = false
    }
    return self.lastFrame!
  }

  private func updateIfNeeded() {
    let changed = self.stateChanged.value.withLock { changed in
      defer { changed = false }
      return changed
    }
    guard changed else { return }
    self.evaluate()
  }

  private func evaluate() {
    self.evaluationCount += 1
    let context = BuildContext(storage: self.storage, clock: self.clock, stepDelay: self.stepDelay)
    self.storage.beginEvaluation()
    let node = withObservationTracking {
      resolve(self.content(), in: context)
    } onChange: { [weak self, stateChanged] in
      // Called before the change is made, possibly off the main actor: only note it here.
      stateChanged.value.withLock { $0 = true }
      Task { @MainActor in self?.onNeedsDisplay?() }
    }
    self.storage.endEvaluation()
    self.node = node.prepared()
    self.interaction = InteractionMap(self.node)
    self.focus.resolve(in: self.interaction)
    self.needsDraw = true
  }

  private func draw() -> Frame {
    let needed = NodeMeasure.minimum.size(of: self.node)
    var canvas = Canvas(size: self.size)
    if needed.width > self.size.width || needed.height > self.size.height {
      Self.drawTooSmall(needed: needed, on: &canvas)
    } else {
      NodeRenderer(focusedID: self.focus.focusedID).draw(
        self.node, in: Rect(x: 0, y: 0, width: self.size.width, height: self.size.height),
        on: &canvas)
    }
    return Frame(size: self.size, lines: canvas.plainLines, styledLines: canvas.styledLines)
  }

  /// A message in place of a screen that would not fit, rather than a clipped, garbled one.
  private static func drawTooSmall(needed: Size, on canvas: inout Canvas) {
    let size = canvas.size
    let lines = [
      "Make the window larger",
      "This screen needs \(needed.width)×\(needed.height);",
      "the window is \(size.width)×\(size.height).",
    ]
    let top = max(0, (size.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let x = max(0, (size.width - line.terminalWidth) / 2)
      canvas.write(
        line, x: x, y: top + index,
        style: index == 0 ? TextStyle(foreground: .yellow, isBold: true) : .plain)
    }
  }

  // MARK: Keys

  /// Routes a key: Ctrl-C quits; otherwise `KeyRouting` gives it to the focused control, the
  /// handlers from `onKeyPress` and `onBack`, focus movement, or `q` to quit.
  @discardableResult
  public func handle(_ key: Key) -> KeyResult {
    if key == .controlC { return .quit }
    self.updateIfNeeded()
    let focused = self.focus.focusedID
    let result = KeyRouting.route(key, in: self.interaction, focus: self.focus)
    if self.focus.focusedID != focused {
      self.needsDraw = true
    }
    return result
  }

  /// Sends every key in order, as a person would type them; stops at a key that quits.
  @discardableResult
  public func handle(_ keys: [Key]) -> KeyResult {
    var result = KeyResult.ignored
    for key in keys {
      result = self.handle(key)
      if result == .quit { return .quit }
    }
    return result
  }
}

/// A flag set by observation callbacks, which may run on any thread, and read on the main actor.
private final class ChangeFlag: Sendable {
  let value = Locked(true)
}
