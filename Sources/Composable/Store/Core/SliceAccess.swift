/// What a scoped store's reader depends on in its parent's state, registered with observation
/// tracking each time the scoped store is read.
///
/// A scoped store keeps the state it derived, so reading it does not run the parent's getters,
/// which is where `@ObservableState` registers reads. The scoped store registers them itself, in
/// the way worked out (once, when the store is made) here, through its ``AccessRegistration``.
@usableFromInline
enum SliceAccess {
  /// Nothing to register: a row of an `IdentifiedArray`, read through the row's own state.
  case none
  /// Register with the function, given a pointer to the parent's state: the slice is a tracked
  /// property of the parent's state. The function registers that property directly with the
  /// registrar of the parent's state, without copying or deriving the slice.
  case register((UnsafeRawPointer) -> Void)
  /// The slice is a case of the enum held by a tracked property of the parent's state
  /// (`\.destination?.child`, see ``TrackedCaseSlice``): register that property with the
  /// access's function, and read the slice through the property and the case's path.
  case trackedCase(TrackedPropertyAccess)
  /// Derive the slice again, so that whatever its getters read registers itself.
  case rederive

  /// How to register reads of the slice at `keyPath` of `ParentState`.
  ///
  /// Whether the parent state is observable is found once per type (``ObservableStateTypes``):
  /// the cast, even specialized for a concrete parent state, looks both conformances up at run
  /// time. Inlinable so that the function registering a tracked property runs as code
  /// specialized for the parent's state.
  @inlinable
  static func keyPath<ParentState, Value>(_ keyPath: KeyPath<ParentState, Value>) -> Self {
    guard let observable = ObservableStateTypes.observable(ParentState.self) else {
      return .rederive
    }
    if observable._$isTracked(keyPath) {
      return .register(trackedPropertyRegistration(observable, keyPath))
    }
    if let access = TrackedCaseSlice.trackedAccess(of: keyPath, in: observable) {
      return .trackedCase(access)
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

/// A function registering a read of the tracked property at `keyPath` with the registrar of the
/// state a pointer points to, whose type is `State` (the caller established it: `Root` is
/// `State`): `State`'s own, specialized for it (see
/// ``ObservableState/_$accessRegistration(_:)``).
@inlinable
func trackedPropertyRegistration<State: ObservableState & Observable, Root, Value>(
  _: State.Type, _ keyPath: KeyPath<Root, Value>
) -> (UnsafeRawPointer) -> Void {
  State._$accessRegistration(unsafeDowncast(keyPath, to: KeyPath<State, Value>.self))
}
