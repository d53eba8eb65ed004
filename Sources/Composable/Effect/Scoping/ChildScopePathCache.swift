#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The scope path of an operator's child, kept for the last parent path it was asked for.
///
/// An `ifLet` runs under the same parent path action after action (its store's, or its parent
/// feature's), so building the child's path each time (an allocation and a hash of the element)
/// is wasted work; the cache hands back the path it built, as long as the parent is the same
/// path (the same object, usually; paths compare by their precomputed hash first).
@usableFromInline
final class ChildScopePathCache: Sendable {
  private let element: AnyHashableSendable
  /// The last parent path asked for, and its child's path.
  private let last = Locked<(parent: ScopePath?, child: ScopePath)?>(nil)

  /// Whether the child has an identity of its own (its state is `Identifiable`), so that a child
  /// replaced by one with another id counts as gone. Kept here, in a reference the operator holds
  /// anyway, so that the operator does not grow.
  @usableFromInline let childIsIdentifiable: Bool

  @usableFromInline
  init(element: AnyHashableSendable, childIsIdentifiable: Bool = false) {
    self.element = element
    self.childIsIdentifiable = childIsIdentifiable
  }

  /// The path of the child under the current path.
  @usableFromInline
  func childOfCurrent() -> ScopePath {
    self.child(of: ScopePath.current)
  }

  /// The path of the child under `parent`.
  func child(of parent: ScopePath?) -> ScopePath {
    self.last.withLock { last in
      if let last, last.parent == parent {
        return last.child
      }
      let child = ScopePath(parent: parent, element: self.element)
      last = (parent, child)
      return child
    }
  }
}
