/// Modifies the value at `keyPath` in `root` in place, and returns what `body` returns.
///
/// Key paths to computed properties (which is what `@ObservableState` makes of stored ones) are
/// applied with their getter and setter: mutating through them copies the value first, so
/// changing one row of a large `IdentifiedArray` would copy every row. For `@ObservableState`
/// roots this goes through the property's `_modify` accessor instead, which modifies the storage
/// in place and still notifies observers when, and only when, the value's identity changed.
@inlinable
func modify<Root, Value, Result>(
  _ root: inout Root,
  _ keyPath: WritableKeyPath<Root, Value>,
  _ body: (inout Value) -> Result
) -> Result {
  if let observable = Root.self as? any ObservableState.Type,
    let result = modifyObservable(observable, &root, keyPath, body)
  {
    return result
  }
  return body(&root[keyPath: keyPath])
}

/// Runs `body` on the tracked property numbered `index` (see `_$trackedIndex(_:)`) of `root`,
/// whose type is `Observable` (the caller's cast established it), through the property's
/// accessor, which notifies its observers when the value changed: what operators that found the
/// property by index once use for every action (the stack of `forEach`, the routes of
/// `forEachRoute`).
@inlinable
@inline(__always)  // no frame, and no merging of the two into one taking the accessor
package func modifyTracked<Observable: ObservableState, Root, Value, Result>(
  _: Observable.Type, _ index: Int, _ root: inout Root, _ body: (inout Value) -> Result
) -> Result? {
  withUnsafeMutablePointer(to: &root) { pointer in
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Observable.self).pointee
      ._$modify(trackedIndex: index, body)
  }
}

/// Runs `body` on the storage of the tracked property numbered `index` of `root`, whose type is
/// `Observable` (the caller's cast established it): a change its observers do not hear of (see
/// ``modifyTracked(_:_:_:_:)``).
@inlinable
@inline(__always)  // no frame, and no merging of the two into one taking the accessor
package func peekTracked<Observable: ObservableState, Root, Value, Result>(
  _: Observable.Type, _ index: Int, _ root: inout Root, _ body: (inout Value) -> Result
) -> Result? {
  withUnsafeMutablePointer(to: &root) { pointer in
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Observable.self).pointee
      ._$peek(trackedIndex: index, body)
  }
}

@inlinable
func modifyObservable<State: ObservableState, Root, Value, Result>(
  _: State.Type,
  _ root: inout Root,
  _ keyPath: WritableKeyPath<Root, Value>,
  _ body: (inout Value) -> Result
) -> Result? {
  // `Root` is `State`: the cast above established it.
  withUnsafeMutablePointer(to: &root) { pointer in
    pointer.withMemoryRebound(to: State.self, capacity: 1) { state in
      state.pointee._$modify(unsafeDowncast(keyPath, to: WritableKeyPath<State, Value>.self), body)
    }
  }
}

/// Used by `@ObservableState`'s generated `_$modify` and `_$peek`: runs `body` on `stored`, which
/// the key path comparison that selected it guarantees is a `Value`.
///
/// The types are compared as well: the generated methods switch over every tracked property, and
/// an operator's whole run on its child is `body`, inlined into each branch. In code specialized
/// for the operator's property the comparison is a constant, false in every other branch, so
/// `body` stays in one branch only; without it a level of a feature tree carried a copy of its
/// child's run per property of its state, and a chain of presented children outgrew the
/// processor's instruction cache. (A mismatch would mean the index the caller looked up does not
/// name this property: nothing can go on from there.)
@inlinable
public func _$modifyInPlace<Stored, Value, Result>(
  _ stored: inout Stored,
  _ body: (inout Value) -> Result
) -> Result {
  guard Stored.self == Value.self else {
    preconditionFailure("A tracked property was reached with the index of another")
  }
  return withUnsafeMutablePointer(to: &stored) { pointer in
    pointer.withMemoryRebound(to: Value.self, capacity: 1) { body(&$0.pointee) }
  }
}

extension ObservableState {
  /// Types without tracked properties have no index for any key path.
  @inlinable
  public static func _$trackedIndex(_ keyPath: AnyKeyPath) -> Int? { nil }

  /// Types without tracked properties modify nothing by index.
  @inlinable
  public mutating func _$modify<Value, Result>(
    trackedIndex: Int,
    _ body: (inout Value) -> Result
  ) -> Result? {
    nil
  }

  /// Types without tracked properties read nothing by index.
  @inlinable
  public mutating func _$peek<Value, Result>(
    trackedIndex: Int,
    _ body: (inout Value) -> Result
  ) -> Result? {
    nil
  }

  /// Modifies the tracked property at `keyPath` in place through its `_modify` accessor, or
  /// returns `nil` when `keyPath` is not one of this type's tracked properties.
  @inlinable
  public mutating func _$modify<Value, Result>(
    _ keyPath: WritableKeyPath<Self, Value>,
    _ body: (inout Value) -> Result
  ) -> Result? {
    guard let index = Self._$trackedIndex(keyPath) else { return nil }
    return self._$modify(trackedIndex: index, body)
  }
}
