/// Routes a key to whatever uses it, in order: the focused control (a text field takes printable
/// characters and Backspace); then handlers from `onKeyPress` and `onBack`, innermost first;
/// then focus movement; finally `q` quits when no back handler applies.
///
/// Ctrl-C, which quits from anywhere, is the session's to handle before any of these.
enum KeyRouting {
  /// Routes `key` among the controls and handlers of `map`, moving `focus` if the key does.
  @MainActor
  static func route(_ key: Key, in map: InteractionMap, focus: Focus) -> KeyResult {
    let focused = focus.target(in: map)
    if let focused {
      switch focused.control.use(key) {
      case .used:
        return .handled
      case .usedMovingFocus:
        focus.move(by: 1, wraps: false, in: map)
        return .handled
      case .ignored:
        break
      }
      for handler in focused.control.keyHandlers where handler.matches(key) {
        handler.action()
        return .handled
      }
    }
    let handlers = map.activeHandlers(focusedID: focus.focusedID)
    for handler in handlers where handler.matches(key) {
      handler.action()
      return .handled
    }
    let isEditingText = focused?.control.isTextField == true
    switch key {
    case .down, .right, .tab:
      focus.move(by: 1, wraps: key == .tab, in: map)
    case .up, .left, .backTab:
      focus.move(by: -1, wraps: key == .backTab, in: map)
    case .character("j") where !isEditingText:
      focus.move(by: 1, wraps: false, in: map)
    case .character("k") where !isEditingText:
      focus.move(by: -1, wraps: false, in: map)
    case .home:
      if let first = map.targets.first { focus.focus(first.id, in: map) }
    case .end:
      if let last = map.targets.last { focus.focus(last.id, in: map) }
    case .character("q") where !isEditingText:
      let isTopLevel = !handlers.contains { if case .back = $0.trigger { true } else { false } }
      return isTopLevel ? .quit : .ignored
    default:
      return .ignored
    }
    return .handled
  }
}
