import Observation

/// Runs a view tree against a screen size: evaluates it when the state it read changes, lays it
/// out, draws frames and routes keys to focus, controls and handlers.
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
  private var focusedID: String?
  private var focusMemory: [String: String] = [:]
  /// The control that had focus when a modal layer (an alert) opened, to go back to once it
  /// closes.
  private var focusBeforeModal: String?
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
    return self.focusedID
  }

  /// The labels of the controls that can take focus, in order, with the focused one.
  public var focusableLabels: [String] {
    self.updateIfNeeded()
    return self.interaction.targets.map(\.control.label.plainText)
  }

  /// The label of the focused control.
  public var focusedLabel: String? {
    self.updateIfNeeded()
    return self.interaction.target(id: self.focusedID)?.control.label.plainText
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
    self.resolveFocus()
    self.needsDraw = true
  }

  /// Keeps focus on the same control if it is still there. Otherwise: in a modal layer that
  /// just opened, takes the control it prefers (or its first); after a modal layer closed, goes
  /// back to the control focused before it; else restores what the enclosing focus scope
  /// remembers, or takes the first control.
  private func resolveFocus() {
    let targets = self.interaction.targets
    if self.interaction.target(id: self.focusedID) != nil { return }
    if self.interaction.isModalActive {
      // Kept from the first of several modal layers shown one after another.
      if self.focusBeforeModal == nil {
        self.focusBeforeModal = self.focusedID
      }
      if let preferred = targets.first(where: \.control.prefersFocus) ?? targets.first {
        self.setFocus(preferred.id)
      } else {
        self.focusedID = nil
      }
      return
    }
    if let previous = self.focusBeforeModal {
      self.focusBeforeModal = nil
      if self.interaction.target(id: previous) != nil {
        self.setFocus(previous)
        return
      }
    }
    guard let first = targets.first else {
      self.focusedID = nil
      return
    }
    for scope in first.scopes.reversed() {
      if let remembered = self.focusMemory[scope], self.interaction.target(id: remembered) != nil {
        self.setFocus(remembered)
        return
      }
    }
    self.setFocus(first.id)
  }

  private func setFocus(_ id: String) {
    self.focusedID = id
    if let target = self.interaction.target(id: id), !target.isInModal {
      for scope in target.scopes { self.focusMemory[scope] = id }
    }
    self.needsDraw = true
  }

  private func draw() -> Frame {
    let layout = Layout(focusedID: self.focusedID)
    let needed = Layout(measuresMinimum: true).measure(self.node)
    var canvas = Canvas(size: self.size)
    if needed.width > self.size.width || needed.height > self.size.height {
      Self.drawTooSmall(needed: needed, on: &canvas)
    } else {
      layout.draw(
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

  /// Routes a key: Ctrl-C quits; the focused control uses what it understands (a text field
  /// takes printable characters and Backspace); then handlers from `onKeyPress` and `onBack`,
  /// innermost first; then focus movement; finally `q` quits when no back handler applies.
  @discardableResult
  public func handle(_ key: Key) -> KeyResult {
    if key == .controlC { return .quit }
    self.updateIfNeeded()
    let focused = self.interaction.target(id: self.focusedID)
    if let focused, self.handleControlKey(focused.control, key) {
      return .handled
    }
    if let focused {
      for handler in focused.control.keyHandlers where handler.matches(key) {
        handler.action()
        return .handled
      }
    }
    let handlers = self.interaction.activeHandlers(focusedID: self.focusedID)
    for handler in handlers where handler.matches(key) {
      handler.action()
      return .handled
    }
    let isEditingText = focused?.control.isTextField == true
    switch key {
    case .down, .right, .tab:
      self.moveFocus(by: 1, wraps: key == .tab)
      return .handled
    case .up, .left, .backTab:
      self.moveFocus(by: -1, wraps: key == .backTab)
      return .handled
    case .character("j") where !isEditingText:
      self.moveFocus(by: 1, wraps: false)
      return .handled
    case .character("k") where !isEditingText:
      self.moveFocus(by: -1, wraps: false)
      return .handled
    case .home:
      if let first = self.interaction.targets.first { self.setFocus(first.id) }
      return .handled
    case .end:
      if let last = self.interaction.targets.last { self.setFocus(last.id) }
      return .handled
    case .character("q") where !isEditingText:
      let isTopLevel = !handlers.contains { if case .back = $0.trigger { true } else { false } }
      return isTopLevel ? .quit : .ignored
    default:
      return .ignored
    }
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

  private func moveFocus(by offset: Int, wraps: Bool) {
    let targets = self.interaction.targets
    guard !targets.isEmpty else { return }
    guard let current = targets.firstIndex(where: { $0.id == self.focusedID }) else {
      self.setFocus(targets[0].id)
      return
    }
    var next = current + offset
    if wraps {
      next = (next % targets.count + targets.count) % targets.count
    } else {
      next = min(max(next, 0), targets.count - 1)
    }
    self.setFocus(targets[next].id)
  }

  private func handleControlKey(_ control: ControlNode, _ key: Key) -> Bool {
    let activates = key == .enter || key == .space
    switch control.kind {
    case let .button(action):
      guard activates else { return false }
      action()
      return true
    case let .toggle(_, get, set):
      guard activates else { return false }
      set(!get())
      return true
    case let .textField(_, _, _, get, set):
      let text = get()
      switch key {
      case let .character(character):
        set(text + String(character))
        return true
      case .backspace:
        set(String(text.dropLast()))
        return true
      case .enter:
        self.moveFocus(by: 1, wraps: false)
        return true
      default:
        return false
      }
    case let .picker(options, _, get, select):
      guard !options.isEmpty else { return false }
      let current = get() ?? -1
      switch key {
      case .enter, .space:
        select((current + 1) % options.count)
        return true
      case .right:
        select(min(current + 1, options.count - 1))
        return true
      case .left:
        select(max(current - 1, 0))
        return true
      default:
        return false
      }
    case let .row(_, select):
      guard activates else { return false }
      select()
      return true
    }
  }
}

/// A flag set by observation callbacks, which may run on any thread, and read on the main actor.
private final class ChangeFlag: Sendable {
  let value = Locked(true)
}
