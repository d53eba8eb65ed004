// The `$destination` accessor's record of the presented state while it modifies it.
//
// The accessor must tell observers of `destination` whether a modification replaced the
// presented state. It compares identities: the identity of observable state changes when the
// state is replaced, and a child modified in place first takes a new revision, so that an old
// copy put back is told apart too. Only an identity that derives from no state value (an enum
// case whose payload is not observable, like a presented alert) cannot tell: for those, the
// accessor keeps a copy of the presented state in the box and compares values at the end.
//
// The record is an identity, a plain value, for the usual child; the copy, which the rare case
// needs, is in the box rather than in what the accessor carries across the modification, so that
// ending a modification releases nothing and the accessor's closing code stays small at every
// level of a chain of presented children.

extension PresentationState where State: ObservableState & Equatable {
  /// Prepares the presented state for in-place modification and returns its identity (`nil`
  /// when nothing is presented), keeping a copy of it in the box when the identity cannot tell
  /// changes apart.
  @inlinable
  @inline(__always)
  mutating func beginModification() -> ObservableStateID? {
    let id = self.modifyPresentedValue { $0?._$willModifyIdentity() }
    if let id, id.isInertRooted {
      self.keepModificationSnapshot()
    }
    return id
  }

  /// Whether the presented state, after a modification that began with identity `oldID`, is
  /// still the state it was.
  @inlinable
  @inline(__always)
  mutating func endModification(from oldID: ObservableStateID?) -> Bool {
    let id = self.readPresentedValue { $0?._$identityInPlace() }
    guard let oldID, oldID.isInertRooted else { return id == oldID }
    return self.endSnapshotModification(isIdentityEqual: id == oldID)
  }

  /// Keeps a copy of the presented state for ``endModification(from:)``; apart from the usual
  /// path, which keeps nothing.
  @usableFromInline
  @inline(never)
  mutating func keepModificationSnapshot() {
    guard let value = self.storage.value else { return }
    self.storage.modificationSnapshot = _ObservableStateSnapshotValue(value)
  }

  /// Whether the presented state equals the copy ``keepModificationSnapshot()`` kept (when the
  /// identities are equal), and lets the copy go. A box without the copy (the modification put
  /// another box in place) counts as changed.
  @usableFromInline
  @inline(never)
  mutating func endSnapshotModification(isIdentityEqual: Bool) -> Bool {
    let snapshot = self.storage.modificationSnapshot as? _ObservableStateSnapshotValue<State>
    self.storage.modificationSnapshot = nil
    guard isIdentityEqual, let snapshot else { return false }
    return snapshot.isEqual(to: &self.storage.value)
  }
}
