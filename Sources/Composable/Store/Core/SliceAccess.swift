/// What a scoped store's reader depends on in its parent's state, registered with observation
/// tracking each time the scoped store is read.
///
/// A scoped store keeps the state it derived, so reading it does not run the parent's getters,
/// which is where `@ObservableState` registers reads. The scoped store registers them itself, in
/// the way worked out (once, when the store is made) here.
///
/// The cases carry no reference-counted payload, so that a core reading its registration on
/// every access neither retains nor releases anything, and making one allocates nothing.
@usableFromInline
enum SliceAccess {
  /// Nothing to register: a row of an `IdentifiedArray`, read through the row's own state.
  case none
  /// The slice is the tracked property of `type` (the parent state's type) that the key path
  /// the scoped core derives through names: register it directly with the registrar of the
  /// parent's state, without copying the slice.
  case tracked(any (ObservableState & Observable).Type)
  /// The slice is a case of the enum held by a tracked property of the parent's state, reached
  /// through that property (`\.destination?.child`, see ``TrackedCaseSlice``): register the
  /// property, without applying the key path. The registration is shared by the stores scoped
  /// with equal key paths and kept for the life of the process by ``TrackedCaseSlice``, so it is
  /// held unretained.
  case trackedCase(Unmanaged<TrackedPropertyAccess>)
  /// Derive the slice again, so that whatever its getters read registers itself.
  case rederive

  /// How to register reads of the slice at `keyPath` of `ParentState`.
  ///
  /// Whether the parent state is observable is found once per type (``ObservableStateTypes``):
  /// the cast, even specialized for a concrete parent state, looks both conformances up at run
  /// time.
  @inlinable
  static func keyPath<ParentState, Value>(_ keyPath: KeyPath<ParentState, Value>) -> Self {
    guard let observable = ObservableStateTypes.observable(ParentState.self) else {
      return .rederive
    }
    if observable._$isTracked(keyPath) {
      return .tracked(observable)
    }
    if let access = TrackedCaseSlice.trackedAccess(of: keyPath, in: observable) {
      return .trackedCase(Unmanaged.passUnretained(access))
    }
    return .rederive
  }
}

extension SliceAccess {
  /// The optional slice at `keyPath` in the state `state` points to: for a case of a tracked
  /// property's enum, read through the property and the case's path (see
  /// ``TrackedPropertyAccess/readSlice(in:into:as:)``); otherwise by applying the key path.
  @inlinable
  func read<Root, Value>(_ keyPath: KeyPath<Root, Value?>, in state: UnsafePointer<Root>)
    -> Value?
  {
    if case let .trackedCase(access) = self {
      let read: Value?? = withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
        let slice = buffer.baseAddress.unsafelyUnwrapped
        switch access.readSlice(in: state, into: slice, as: Value.self) {
        case true?: return .some(slice.move())
        case false?: return .some(nil)
        case nil: return nil
        }
      }
      if let read { return read }
    }
    return readInPlace(keyPath, in: state)
  }
}

/// Registers a read of the tracked property at `keyPath` with the registrar of the state
/// `pointer` points to, whose type is `State` (the caller established it: `Root` is `State`).
func registerTrackedAccess<State: ObservableState & Observable, Root, Value>(
  _: State.Type, _ keyPath: KeyPath<Root, Value>, in pointer: UnsafePointer<Root>
) {
  // `_$access` is mutating so that the state is reached in place: a non-mutating call on
  // `pointee` from generic code copies the whole state first.
  UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: State.self).pointee
    ._$access(unsafeDowncast(keyPath, to: KeyPath<State, Value>.self))
}
