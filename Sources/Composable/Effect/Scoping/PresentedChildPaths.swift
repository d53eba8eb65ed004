import Foundation

/// The scope paths of the children a presentation operator presents, one child at a time:
/// the path cache of the child presented last, made again only when another child is presented.
///
/// A presented child's path includes its identity, so that the effects of a child replaced by
/// another are cancelled without touching the new one's. Actions to the same child find its
/// cache here; the path itself is built only when an effect needs it.
@usableFromInline
final class PresentedChildPaths: @unchecked Sendable {  // state guarded by `lock`
  private let lock = NSLock()
  private let keyPath: AnyKeyPath
  private var identity: ChildIdentity?
  private var cache: ChildScopePathCache?

  @usableFromInline
  init(keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }

  /// The path cache of the child with `identity`.
  @usableFromInline
  func cache(for identity: ChildIdentity) -> ChildScopePathCache {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let cache = self.cache, self.identity == identity { return cache }
    let cache = ChildScopePathCache(
      element: AnyHashableSendable(
        ChildScopeID(keyPath: self.keyPath, id: AnyHashableSendable(identity)))
    )
    self.identity = identity
    self.cache = cache
    return cache
  }

  /// The path of the child with `identity` under the current path.
  @usableFromInline
  func path(for identity: ChildIdentity) -> ScopePath {
    self.cache(for: identity).childOfCurrent()
  }

  /// The record of the child with `identity` as the one the operator saw last.
  @usableFromInline
  func mounted(_ identity: ChildIdentity) -> MountedChild {
    MountedChild(identity: identity, paths: self.cache(for: identity), owner: self)
  }
}

/// Reads a presented or pushed child's ``ChildIdentity`` in place: for `@ObservableState`
/// state that is not `Identifiable` (the usual child), its observable identity only, with no
/// copy of the child and no dynamic cast per read; otherwise as `ChildIdentity(of:)` does.
@usableFromInline
struct ChildIdentityReader<State> {
  @usableFromInline let read: (UnsafeMutablePointer<State>) -> ChildIdentity
  /// Whether the state at the pointer is the child `mounted` records, read in place without
  /// making a ``ChildIdentity`` (and releasing it): what an action to a child that stays asks,
  /// at every level of a chain of presented children.
  @usableFromInline let isMounted: (UnsafeMutablePointer<State>, MountedChild) -> Bool

  @usableFromInline
  init() {
    if !(State.self is any Identifiable.Type),
      let observable = State.self as? any ObservableState.Type
    {
      (self.read, self.isMounted) = Self.observableReaders(observable)
    } else {
      self.read = { ChildIdentity(of: $0.pointee) }
      self.isMounted = { ChildIdentity(of: $0.pointee) == $1.identity }
    }
  }

  private static func observableReaders<Observable: ObservableState>(
    _: Observable.Type
  ) -> (
    read: (UnsafeMutablePointer<State>) -> ChildIdentity,
    isMounted: (UnsafeMutablePointer<State>, MountedChild) -> Bool
  ) {
    // `State` is `Observable`: the cast in `init` established it.
    func observableID(_ pointer: UnsafeMutablePointer<State>) -> ObservableStateID {
      UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Observable.self).pointee
        ._$identityInPlace()
    }
    return (
      { pointer in
        let id = observableID(pointer)
        guard id != ._$inert else { return ChildIdentity(of: pointer.pointee) }
        return ChildIdentity(type: State.self, observableID: id)
      },
      { pointer, mounted in
        let id = observableID(pointer)
        guard id != ._$inert else { return ChildIdentity(of: pointer.pointee) == mounted.identity }
        return mounted.identity.isObservable(State.self, lineage: id._$lineage)
      }
    )
  }
}
