/// What a scoped store's reader depends on in its parent's state, registered with observation
/// tracking each time the scoped store is read.
///
/// A scoped store keeps the state it derived, so reading it does not run the parent's getters,
/// which is where `@ObservableState` registers reads. The scoped store registers them itself,
/// with the function made here (`nil` when there is nothing to register).
enum SliceAccess {
  /// Registers reads of the slice at `keyPath`: directly with the registrar of the parent's state
  /// when `keyPath` is one of its tracked properties (without copying the slice); otherwise by
  /// reading the slice again, so that whatever its getters read registers itself.
  static func keyPath<ParentState, Value>(
    _ keyPath: KeyPath<ParentState, Value>
  ) -> (UnsafePointer<ParentState>) -> Void {
    if let observable = ParentState.self as? any (ObservableState & Observable).Type,
      let register = trackedPropertyRegistration(observable, keyPath)
    {
      return register
    }
    return rederive { $0[keyPath: keyPath] }
  }

  /// Registers reads of a slice derived by a function, by deriving it again.
  static func rederive<ParentState, Value>(
    _ toValue: @escaping (ParentState) -> Value
  ) -> (UnsafePointer<ParentState>) -> Void {
    { _ = toValue($0.pointee) }
  }
}

/// Registers reads of the tracked property at `keyPath` with the registrar of the state it is
/// given, or `nil` when `keyPath` is not a single tracked property of `State`.
private func trackedPropertyRegistration<State: ObservableState & Observable, Root, Value>(
  _: State.Type, _ keyPath: KeyPath<Root, Value>
) -> ((UnsafePointer<Root>) -> Void)? {
  guard State._$isTracked(keyPath), let keyPath = keyPath as? KeyPath<State, Value> else {
    return nil
  }
  return { root in
    // `Root` is `State`, as the casts above established. `_$access` is mutating so that the
    // state is reached in place: a non-mutating call on `pointee` from generic code copies the
    // whole state first.
    UnsafeMutableRawPointer(mutating: root).assumingMemoryBound(to: State.self).pointee
      ._$access(keyPath)
  }
}
