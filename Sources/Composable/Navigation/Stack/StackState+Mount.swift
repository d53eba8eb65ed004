import OrderedCollections

// How the stack reducer tells, once per action, which elements left the stack, in time
// proportional to what changed rather than to the stack's size (see `StackMount`).

extension StackState {
  /// Begins an action of the stack reducer: records the stack's ids the first time, and brings
  /// the record up to date with what changed outside the reducer since the last action.
  ///
  /// - Returns: The mark ``endAction(since:)`` needs, and the recorded ids that left the stack
  ///   outside the reducer, whose effects are to be cancelled.
  @inlinable
  mutating func beginAction() -> (mark: StackMount.Mark, left: [StackElementID]) {
    var left: [StackElementID] = []
    if !self.mount.isMounted {
      self.remount()
    } else if self.mount.hasChanges {
      left = self.mount.record(keeping: self.ids)
    }
    return (StackMount.Mark(revision: self.mount.revision, ids: self.mount.ids), left)
  }

  /// Ends an action of the stack reducer that began with `mark`: records the stack's ids again.
  ///
  /// - Returns: The ids that left the stack during the action, whose effects are to be cancelled.
  @inlinable
  mutating func endAction(since mark: inout StackMount.Mark) -> [StackElementID] {
    if self.mount.revision == mark.revision {
      // The same stack, changed in place (or a copy of it taken during the action): its log
      // tells what left.
      mark.ids = []
      guard self.mount.hasChanges else { return [] }
      return self.mount.record(keeping: self.ids)
    }
    // Replaced by another stack: whatever the reducer had recorded and is gone now left.
    let ids = self.ids
    var left: [StackElementID] = []
    for id in mark.ids where !ids.contains(id) {
      left.append(id)
    }
    if self.mount.isMounted {
      for id in self.mount.ids where !ids.contains(id) && !mark.ids.contains(id) {
        left.append(id)
      }
    }
    mark.ids = []
    self.remount()
    return left
  }

  /// Records the stack's ids afresh.
  @inlinable
  mutating func remount() {
    self.mount = StackMount(revision: _nextRevision(), ids: Set(self.ids))
  }
}

extension StackMount {
  /// Brings `ids` up to date with the changes logged since they were recorded, given `current`,
  /// the stack's ids now, and gives the record a new revision.
  ///
  /// - Returns: The recorded ids that left the stack, each once.
  @usableFromInline
  mutating func record(keeping current: OrderedSet<StackElementID>) -> [StackElementID] {
    var left: [StackElementID] = []
    for id in self.removed where !current.contains(id) {
      if self.ids.remove(id) != nil { left.append(id) }
    }
    for id in self.added where current.contains(id) {
      self.ids.insert(id)
    }
    self.removed.removeAll(keepingCapacity: true)
    self.added.removeAll(keepingCapacity: true)
    self.revision = _nextRevision()
    return left
  }
}
