import Foundation

/// The navigation path of an operator's child, kept for the last parent path it was asked for.
///
/// An `ifLet` runs under the same parent path action after action (its store's, or its parent
/// feature's), so building the child's path each time (an allocation and a hash of the element)
/// is wasted work; the cache hands back the path it built, as long as the parent is the same
/// path (the same object, usually; paths compare by their precomputed hash first).
@usableFromInline
final class ChildPathCache: @unchecked Sendable {  // state guarded by `lock`
  private let lock = NSLock()
  private let element: AnyHashableSendable
  private var parent: NavigationIDPath?
  private var child: NavigationIDPath?
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
  func childOfCurrent() -> NavigationIDPath {
    self.child(of: NavigationIDPath.current)
  }

  /// The path of the child under `parent`.
  func child(of parent: NavigationIDPath?) -> NavigationIDPath {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let child = self.child, self.parent == parent {
      return child
    }
    let child = NavigationIDPath(parent: parent, element: self.element)
    self.parent = parent
    self.child = child
    return child
  }
}
