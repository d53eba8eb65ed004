/// A key handler attached to a view with `onKeyPress` or `onBack`.
struct KeyHandler {
  enum Trigger {
    case key(Key)
    /// Esc: goes back or closes a layer. Its presence also means "not at the top level", so
    /// `q` does not quit.
    case back
  }

  var trigger: Trigger
  var action: @MainActor () -> Void

  func matches(_ key: Key) -> Bool {
    switch self.trigger {
    case let .key(expected): return expected == key
    case .back: return key == .escape
    }
  }
}
