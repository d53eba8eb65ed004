import IdentifiedCollections

// `_$isIdentityEqual` decides whether writing a new value into a tracked property notifies the
// property's observers: they are notified unless the old and new values are identity-equal.
//
// - Observable state compares identities (`_$id`), even when it is also `Equatable`: a child
//   modified in place keeps its identity, and its own observers hear about the change, so the
//   parent's observers of the child property need not. The exception is an identity that
//   derives from no state value (an enum case whose payload is not observable state, like
//   `.loaded(42)`): it cannot see the payload change, so `Equatable` values with such an
//   identity also compare with `==`.
//   A child modified in place through its parent takes a new revision of its identity first, so
//   a copy taken before (a draft, a saved value) no longer compares equal and putting it back
//   notifies. A copy modified on its own, while the child was not, still has the child's
//   identity: assigning it notifies nothing more (as in TCA). Comparing such values with `==`
//   would notify on every child an operator modifies through a key path (getter, then setter),
//   that is on every action of a presented child.
// - Other `Equatable` values compare with `==`.
// - Optional observable state is identity-equal when both are `nil` or both have one identity.
// - Identified arrays and arrays of observable state compare their elements' identities (for
//   identified arrays, just their ids, which is O(1) when the ids were not touched).
// - Anything else is never identity-equal, so every write notifies.
//
// Each overload below is strictly more specific than the ones it refines, so that a generated
// accessor passing the function by name always resolves to exactly one of them. The generic
// fallback applies the same rules at run time, for callers that only know `T`.

/// Whether two values of a type that is neither `Equatable` nor observable state are
/// identity-equal. Decided at run time: they are if their dynamic type is observable state,
/// `Equatable`, optional, or a collection of observable state, and the rules for that kind of
/// value say so; otherwise they are not.
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  _dynamicIsIdentityEqual(lhs, rhs)
}

/// Whether two `Equatable` values are equal.
@inlinable
public func _$isIdentityEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs == rhs
}

/// Whether two observable state values have the same identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Whether two observable state values have the same identity; their equality is consulted only
/// when that identity derives from no state value (an enum case whose payload is not observable
/// state), since such an identity does not change with the payload.
@inlinable
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  let id = lhs._$id
  return id == rhs._$id && (!id.isInertRooted || lhs == rhs)
}

/// Whether two optional observable state values are both `nil`, or have the same identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Whether two optional observable state values are both `nil`, or identity-equal.
@inlinable
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T?, _ rhs: T?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): true
  case let (lhs?, rhs?): _$isIdentityEqual(lhs, rhs)
  default: false
  }
}

/// Whether two identified arrays of observable state hold the same ids in the same order.
///
/// Elements are not compared: an element modified in place keeps its identity, and one replaced
/// under the same id is observed through its own store. Comparing the ids is O(1) when they share
/// storage, which is the case when only elements were modified.
@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>,
  _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids
}

/// Whether two identified arrays of observable state hold the same ids in the same order; the
/// elements' equality is not consulted.
@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState & Equatable>(
  _ lhs: IdentifiedArray<ID, T>,
  _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids
}

/// Whether two arrays of observable state hold elements of the same identities, in the same
/// order.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: [T], _ rhs: [T]) -> Bool {
  _areElementIdentitiesEqual(lhs, rhs)
}

/// Whether two arrays of observable state hold elements of the same identities, in the same
/// order; the elements' equality is not consulted.
@inlinable
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: [T], _ rhs: [T]) -> Bool {
  _areElementIdentitiesEqual(lhs, rhs)
}

@inlinable
func _areElementIdentitiesEqual<T: ObservableState>(_ lhs: [T], _ rhs: [T]) -> Bool {
  guard lhs.count == rhs.count else { return false }
  return zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// The rules of `_$isIdentityEqual`, applied to the dynamic type of the values.
///
/// Conformances are checked on the metatype, so that an optional is not looked through (a cast
/// of the value would unwrap it).
@usableFromInline
func _dynamicIsIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  if let type = T.self as? any _DynamicIdentityComparable.Type {
    func open<C: _DynamicIdentityComparable>(_: C.Type) -> Bool {
      C._isIdentityEqual(lhs as! C, rhs as! C)
    }
    return open(type)
  }
  if let type = T.self as? any ObservableState.Type {
    func open<S: ObservableState>(_: S.Type) -> Bool {
      let id = (lhs as! S)._$id
      guard id == (rhs as! S)._$id else { return false }
      guard id.isInertRooted, let type = T.self as? any Equatable.Type else { return true }
      return _areEqual(lhs, rhs, as: type)
    }
    return open(type)
  }
  if let type = T.self as? any Equatable.Type {
    return _areEqual(lhs, rhs, as: type)
  }
  return false
}

/// Whether `lhs` and `rhs`, whose type is `type`, are equal.
@usableFromInline
func _areEqual<T>(_ lhs: T, _ rhs: T, as type: any Equatable.Type) -> Bool {
  func open<E: Equatable>(_: E.Type) -> Bool {
    (lhs as! E) == (rhs as! E)
  }
  return open(type)
}

/// A generic type whose identity rule depends on its generic arguments, for
/// ``_dynamicIsIdentityEqual(_:_:)``.
@usableFromInline
protocol _DynamicIdentityComparable {
  static func _isIdentityEqual(_ lhs: Self, _ rhs: Self) -> Bool
}

extension Optional: _DynamicIdentityComparable {
  @usableFromInline
  static func _isIdentityEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case let (lhs?, rhs?): _dynamicIsIdentityEqual(lhs, rhs)
    default: false
    }
  }
}

extension IdentifiedArray: _DynamicIdentityComparable where Element: ObservableState {
  @usableFromInline
  static func _isIdentityEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.ids == rhs.ids
  }
}

extension Array: _DynamicIdentityComparable where Element: ObservableState {
  @usableFromInline
  static func _isIdentityEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    _areElementIdentitiesEqual(lhs, rhs)
  }
}
