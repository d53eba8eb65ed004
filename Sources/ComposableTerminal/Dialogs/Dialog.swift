/// An alert or a confirmation dialog as the terminal shows it: the node of a modal layer with
/// the title, the message, a control per button and Esc to cancel.
///
/// Activating a button sends `.presented(action)` (the presenting reducer then dismisses the
/// alert), or `.dismiss` for a button without an action. Esc activates the cancel button, or
/// sends `.dismiss` when there is none. Focus starts on the first button that is not
/// destructive. An alert without buttons gets an OK button, a dialog a Cancel button, as on
/// Apple platforms.
@MainActor
struct Dialog<ButtonAction> {
  let kind: Node.Layer.Kind
  let title: TextState?
  let message: TextState?
  let buttons: [ButtonState<ButtonAction>]
  let send: @MainActor (PresentationAction<ButtonAction>) -> Void

  /// The widest a line of title or message gets before it wraps.
  static var textWidth: Int { 50 }

  init(
    _ alert: AlertState<ButtonAction>,
    send: @escaping @MainActor (PresentationAction<ButtonAction>) -> Void
  ) {
    self.kind = .alert
    self.title = alert.title
    self.message = alert.message
    self.buttons =
      alert.buttons.isEmpty ? [ButtonState(role: .cancel) { TextState("OK") }] : alert.buttons
    self.send = send
  }

  init(
    _ dialog: ConfirmationDialogState<ButtonAction>,
    send: @escaping @MainActor (PresentationAction<ButtonAction>) -> Void
  ) {
    self.kind = .confirmationDialog
    self.title = dialog.titleVisibility == .hidden ? nil : dialog.title
    self.message = dialog.message
    self.buttons =
      dialog.buttons.isEmpty
      ? [ButtonState(role: .cancel) { TextState("Cancel") }] : dialog.buttons
    self.send = send
  }

  /// `content` with the dialog as a modal layer over it.
  func presented(over content: Node) -> Node {
    .layers(
      base: content, overlays: [Node.Layer(kind: self.kind, title: nil, content: self.node)])
  }

  var node: Node {
    var children: [Node] = []
    if let title {
      let runs = Text(title).bold().spans.wrapped(toWidth: Self.textWidth)
      children.append(.text(runs, truncation: .tail))
    }
    if let message {
      let runs = Text(message).spans.wrapped(toWidth: Self.textWidth)
      children.append(.text(runs, truncation: .tail))
    }
    children.append(self.buttonsNode)
    let hint = TextRun("Enter choose · Esc cancel", style: TextStyle(isDim: true))
    children.append(.text([hint], truncation: .tail))
    let escape = KeyHandler(trigger: .back) { self.cancel() }
    return .keyHandlers([escape], .stack(.vertical, spacing: 1, children: children))
  }

  /// The buttons side by side when they fit in an alert, one per line otherwise (always in a
  /// confirmation dialog, as an action sheet lists its choices).
  var buttonsNode: Node {
    let preferred =
      self.buttons.firstIndex { $0.role != .destructive } ?? self.buttons.startIndex
    let controls = self.buttons.enumerated().map { index, button in
      var control = ControlNode(
        label: Self.label(of: button), kind: .button { self.activate(button) })
      control.prefersFocus = index == preferred
      return Node.control(control)
    }
    let rowWidth = controls.reduce(0) {
      $0 + NodeMeasure.natural.size(of: $1, in: .horizontal).width + 1
    }
    if self.kind == .alert, rowWidth <= Self.textWidth {
      return .stack(.horizontal, spacing: 1, children: controls)
    }
    return .stack(.vertical, spacing: 0, children: controls)
  }

  /// A button's label: destructive buttons are red and marked `⚠`, so that they stand out on
  /// terminals without colors too.
  static func label(of button: ButtonState<ButtonAction>) -> [TextRun] {
    let label = Text(button.label)
    guard button.role == .destructive else { return label.spans }
    return (Text("⚠ ") + label).foregroundColor(.red).spans
  }

  func activate(_ button: ButtonState<ButtonAction>) {
    button.withAction { action in
      self.send(action.map { .presented($0) } ?? .dismiss)
    }
  }

  func cancel() {
    if let cancel = self.buttons.first(where: { $0.role == .cancel }) {
      self.activate(cancel)
    } else {
      self.send(.dismiss)
    }
  }
}
