/// How an operator reaches optional child state in its parent's state, in place, for every action.
///
/// Operators are generic over their access so that the one they use is known statically where
/// the feature is specialized: ``_ObservableStateAccess`` goes straight to the property's
/// `_modify` accessor by its index, and reaches the child through optional chaining, with no key
/// path comparison, no closure in between and no copy of the child.
public protocol _OptionalStateAccess<Root, Wrapped> {
  /// The state the access starts from.
  associatedtype Root
  /// The child state it reaches, when present.
  associatedtype Wrapped

  /// The key path to the optional child, which also identifies it (in scope paths and
  /// messages).
  var keyPath: WritableKeyPath<Root, Wrapped?> { get }

  /// Runs `body` on the child in place and returns its result; `nil`, without running `body`,
  /// when the child is `nil`.
  func modifyIfPresent<Result>(_ root: inout Root, _ body: (inout Wrapped) -> Result) -> Result?

  /// Whether the child is there, checked in place.
  func isPresent(_ root: inout Root) -> Bool
}

/// An access through a key path, for any state: finds out at run time whether the root is
/// `@ObservableState` (then modifies through the property's `_modify` accessor, so the child is
/// not copied) or not (then through the key path).
public struct _KeyPathAccess<Root, Wrapped>: _OptionalStateAccess {
  public let keyPath: WritableKeyPath<Root, Wrapped?>

  /// An access through `keyPath`.
  @inlinable
  public init(_ keyPath: WritableKeyPath<Root, Wrapped?>) {
    self.keyPath = keyPath
  }

  @inlinable
  public func modifyIfPresent<Result>(
    _ root: inout Root, _ body: (inout Wrapped) -> Result
  ) -> Result? {
    Composable.modify(&root, self.keyPath) { child in
      // Moved out and back: in generic code, matching or unwrapping the child in place copies it.
      guard var wrapped = child.take() else { return nil }
      let result = body(&wrapped)
      child = wrapped
      return result
    }
  }

  @inlinable
  public func isPresent(_ root: inout Root) -> Bool {
    Composable.modify(&root, self.keyPath) { child in
      let wrapped = child.take()
      let isPresent = wrapped != nil
      child = wrapped
      return isPresent
    }
  }
}

/// An access to an `@ObservableState` child held by a property of `@ObservableState` state: the
/// property's index among the tracked properties is looked up once; every modification goes
/// through the generated `_$modify(trackedIndex:_:)` (specialized for the concrete state), and
/// the child is reached through optional chaining, which works in place.
public struct _ObservableStateAccess<Root: ObservableState, Wrapped: ObservableState>:
  _OptionalStateAccess
{
  public let keyPath: WritableKeyPath<Root, Wrapped?>
  /// The property's index, or `nil` when the key path is not a tracked property (a computed
  /// property, or a path through several properties): then the key path is used.
  @usableFromInline let trackedIndex: Int?

  /// An access through `keyPath`.
  @inlinable
  public init(_ keyPath: WritableKeyPath<Root, Wrapped?>) {
    self.keyPath = keyPath
    self.trackedIndex = Root._$trackedIndex(keyPath)
  }

  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  public func modifyIfPresent<Result>(
    _ root: inout Root, _ body: (inout Wrapped) -> Result
  ) -> Result? {
    if let trackedIndex = self.trackedIndex,
      let result = root._$modify(
        trackedIndex: trackedIndex, { (child: inout Wrapped?) in child?._$withInPlace(body) })
    {
      return result
    }
    return root[keyPath: self.keyPath]?._$withInPlace(body)
  }

  /// Reads the child's identity only to tell a child from `nil` without copying it, unlike the
  /// identity readers that compare identities (`RootStateObservation`, `ChildIdentityReader`).
  @inlinable
  @inline(__always)
  public func isPresent(_ root: inout Root) -> Bool {
    if let trackedIndex = self.trackedIndex,
      let isPresent = root._$peek(
        trackedIndex: trackedIndex,
        { (child: inout Wrapped?) in child?._$identityInPlace() != nil })
    {
      return isPresent
    }
    return root[keyPath: self.keyPath] != nil
  }
}

extension ObservableState {
  /// Runs `body` on this value in place: through optional chaining (`child?._$withInPlace`), it
  /// reaches optional state without copying it, which matching or unwrapping it in generic code
  /// does.
  @inlinable
  public mutating func _$withInPlace<Result>(_ body: (inout Self) -> Result) -> Result {
    body(&self)
  }
}
