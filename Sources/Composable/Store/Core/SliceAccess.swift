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
  /// property of the parent's state, or a case of the enum such a property holds
  /// (`\.destination?.child`, see ``TrackedCaseSlice``). The function registers that property
  /// directly with the registrar of the parent's state, without copying or deriving the slice.
  case register((UnsafeRawPointer) -> Void)
  /// Derive the slice again, so that whatever its getters read registers itself.
  case rederive

  /// How to register reads of the slice at `keyPath` of `ParentState`.
  ///
  /// Inlinable so that, in code specialized for a concrete parent state, whether that state is
  /// observable is known without a run-time conformance lookup, and the function registering a
  /// tracked property runs as code specialized for the parent's state.
  @inlinable
  static func keyPath<ParentState, Value>(_ keyPath: KeyPath<ParentState, Value>) -> Self {
    guard let observable = ParentState.self as? any (ObservableState & Observable).Type else {
      return .rederive
    }
    if observable._$isTracked(keyPath) {
      return .register(trackedPropertyRegistration(observable, keyPath))
    }
    if let access = TrackedCaseSlice.trackedAccess(of: keyPath, in: observable) {
      return .register(access.register)
    }
    return .rederive
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
