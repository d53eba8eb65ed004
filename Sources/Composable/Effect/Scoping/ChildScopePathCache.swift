/// The navigation path of an operator's child, kept for the last parent path it was asked for.
///
/// An `ifLet` runs under the same parent path action after action (its store's, or its parent
/// feature's), so building the child's path each time (an allocation and a hash of the element)
/// is wasted work; the cache hands back the path it built, as long as the parent is the same
/// path (the same object, usually; paths compare by their precomputed hash first).
@usableFromInline
final class ChildPathCache: Sendable {
  private let element: AnyHashableSendable
  /// The last parent path asked for, and its child's path.
  private let last = Locked<(parent: NavigationIDPath?, child: NavigationIDPath)?>(nil)

  @usableFromInline
  init(element: AnyHashableSendable) {
    self.element = element
  }

  /// The path of the child under the current path.
  @usableFromInline
  func childOfCurrent() -> NavigationIDPath {
    self.child(of: NavigationIDPath.current)
  }

  /// The path of the child under `parent`.
  func child(of parent: NavigationIDPath?) -> NavigationIDPath {
    self.last.withLock { last in
      if let last, last.parent == parent {
        return last.child
      }
      let child = NavigationIDPath(parent: parent, element: self.element)
      last = (parent, child)
      return child
    }
  }
}
