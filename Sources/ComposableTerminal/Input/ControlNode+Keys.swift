extension ControlNode {
  /// What a focused control did with a key.
  enum KeyUse {
    /// The control used the key.
    case used
    /// The control used the key, and focus moves on to the next control (Enter in a text
    /// field).
    case usedMovingFocus
    /// The control does not use the key.
    case ignored
  }

  /// Lets the control use `key`, as it understands it: Enter or Space activates a button, a
  /// toggle or a row; a text field edits its text; a picker moves its selection.
  @MainActor
  func use(_ key: Key) -> KeyUse {
    let activates = key == .enter || key == .space
    switch self.kind {
    case let .button(action):
      guard activates else { return .ignored }
      action()
    case let .toggle(_, get, set):
      guard activates else { return .ignored }
      set(!get())
    case let .textField(_, _, _, get, set):
      if key == .enter { return .usedMovingFocus }
      guard let text = TextEditing.edited(get(), by: key) else { return .ignored }
      set(text)
    case let .picker(options, _, get, select):
      guard !options.isEmpty else { return .ignored }
      let current = get() ?? -1
      switch key {
      case .enter, .space: select((current + 1) % options.count)
      case .right: select(min(current + 1, options.count - 1))
      case .left: select(max(current - 1, 0))
      default: return .ignored
      }
    case let .row(_, select):
      guard activates else { return .ignored }
      select()
    }
    return .used
  }
}
