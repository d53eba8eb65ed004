/// Which control has focus, and what focus goes back to: each focus scope remembers its last
/// focused control, and a modal layer (an alert) remembers the control focused before it opened.
///
/// A reference, shared by the session and the key routing: a key's action may evaluate the views
/// again, and so settle focus, before the routing of that key returns.
@MainActor
final class Focus {
  /// The identity of the focused control, if any.
  private(set) var focusedID: String?
  /// The last control focused in each focus scope, to restore when the scope shows again.
  private var memory: [String: String] = [:]
  /// The control that had focus when a modal layer opened, to go back to once it closes.
  private var beforeModal: String?

  /// The focused control among the targets of `map`, if it is one of them.
  func target(in map: InteractionMap) -> InteractionMap.Target? {
    map.target(id: self.focusedID)
  }

  /// Settles focus after the views were evaluated again into `map`.
  ///
  /// Keeps focus on the same control if it is still there. Otherwise: in a modal layer that
  /// just opened, takes the control it prefers (or its first); after a modal layer closed, goes
  /// back to the control focused before it; else restores what the enclosing focus scope
  /// remembers, or takes the first control.
  func resolve(in map: InteractionMap) {
    let targets = map.targets
    if map.target(id: self.focusedID) != nil { return }
    if map.isModalActive {
      // Kept from the first of several modal layers shown one after another.
      if self.beforeModal == nil {
        self.beforeModal = self.focusedID
      }
      if let preferred = targets.first(where: \.control.prefersFocus) ?? targets.first {
        self.focus(preferred.id, in: map)
      } else {
        self.focusedID = nil
      }
      return
    }
    if let previous = self.beforeModal {
      self.beforeModal = nil
      if map.target(id: previous) != nil {
        self.focus(previous, in: map)
        return
      }
    }
    guard let first = targets.first else {
      self.focusedID = nil
      return
    }
    for scope in first.scopes.reversed() {
      if let remembered = self.memory[scope], map.target(id: remembered) != nil {
        self.focus(remembered, in: map)
        return
      }
    }
    self.focus(first.id, in: map)
  }

  /// Focuses the control `id` of `map`; the focus scopes around it remember it, unless it is in
  /// a modal layer.
  func focus(_ id: String, in map: InteractionMap) {
    self.focusedID = id
    if let target = map.target(id: id), !target.isInModal {
      for scope in target.scopes { self.memory[scope] = id }
    }
  }

  /// Moves focus `offset` controls along the targets of `map`; past either end it wraps around
  /// with `wraps`, or stays at the end.
  func move(by offset: Int, wraps: Bool, in map: InteractionMap) {
    let targets = map.targets
    guard !targets.isEmpty else { return }
    guard let current = targets.firstIndex(where: { $0.id == self.focusedID }) else {
      self.focus(targets[0].id, in: map)
      return
    }
    var next = current + offset
    if wraps {
      next = (next % targets.count + targets.count) % targets.count
    } else {
      next = min(max(next, 0), targets.count - 1)
    }
    self.focus(targets[next].id, in: map)
  }
}
