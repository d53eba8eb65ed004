/// How a presentation operator reaches the `PresentationState` in its parent's state, in place,
/// for every action.
///
/// Operators are generic over their access, so that the one they use is known where the feature
/// is specialized: ``_ObservablePresentationAccess`` goes straight to the `$destination`
/// accessor that `@Presents` generates, by its index, with no key path applied and no copy of the
/// presented child.
public protocol _PresentationStateAccess<Root, Presented> {
  /// The state the access starts from.
  associatedtype Root
  /// The presented child's state.
  associatedtype Presented

  /// The key path to the presentation state, which also identifies it (in navigation paths and
  /// messages).
  var keyPath: WritableKeyPath<Root, PresentationState<Presented>> { get }

  /// Runs `body` on the presentation state in place, notifying observers if the presented
  /// child appeared, went away or was replaced.
  func modify<Result>(
    _ root: inout Root, _ body: (inout PresentationState<Presented>) -> Result
  ) -> Result

  /// Runs `body` on the presentation state in place without telling observation: for reads.
  func peek<Result>(
    _ root: inout Root, _ body: (inout PresentationState<Presented>) -> Result
  ) -> Result
}

/// An access through a key path, for any state (`@PresentationState` in a plain struct, or a
/// path the `@Presents` accessors do not cover).
public struct _PresentationKeyPathAccess<Root, Presented>: _PresentationStateAccess {
  public let keyPath: WritableKeyPath<Root, PresentationState<Presented>>

  /// An access through `keyPath`.
  @inlinable
  public init(_ keyPath: WritableKeyPath<Root, PresentationState<Presented>>) {
    self.keyPath = keyPath
  }

  @inlinable
  public func modify<Result>(
    _ root: inout Root, _ body: (inout PresentationState<Presented>) -> Result
  ) -> Result {
    Composable.modify(&root, self.keyPath, body)
  }

  @inlinable
  public func peek<Result>(
    _ root: inout Root, _ body: (inout PresentationState<Presented>) -> Result
  ) -> Result {
    var presentation = root[keyPath: self.keyPath]
    return body(&presentation)
  }
}

/// An access to the `@Presents` property of `@ObservableState` state: the property's index is
/// looked up once; every action goes through the generated `_$modify(trackedIndex:_:)` (the
/// `$destination` accessor, which notifies observers of a replaced child) or
/// `_$peek(trackedIndex:_:)` (the storage itself).
public struct _ObservablePresentationAccess<Root: ObservableState, Presented>:
  _PresentationStateAccess
{
  public let keyPath: WritableKeyPath<Root, PresentationState<Presented>>
  /// The property's index, or `nil` when the key path is not a `@Presents` projection (then the
  /// key path is used).
  @usableFromInline let trackedIndex: Int?

  /// An access through `keyPath`.
  @inlinable
  public init(_ keyPath: WritableKeyPath<Root, PresentationState<Presented>>) {
    self.keyPath = keyPath
    self.trackedIndex = Root._$trackedIndex(keyPath)
  }

  @inlinable
  @inline(__always)
  public func modify<Result>(
    _ root: inout Root, _ body: (inout PresentationState<Presented>) -> Result
  ) -> Result {
    if let trackedIndex = self.trackedIndex,
      let result = root._$modify(trackedIndex: trackedIndex, body)
    {
      return result
    }
    return Composable.modify(&root, self.keyPath, body)
  }

  @inlinable
  @inline(__always)
  public func peek<Result>(
    _ root: inout Root, _ body: (inout PresentationState<Presented>) -> Result
  ) -> Result {
    if let trackedIndex = self.trackedIndex,
      let result = root._$peek(trackedIndex: trackedIndex, body)
    {
      return result
    }
    var presentation = root[keyPath: self.keyPath]
    return body(&presentation)
  }
}
