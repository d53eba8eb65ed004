/// The child a presentation operator saw when it last ran, with the scope path cache of that
/// child's effects.
///
/// Kept in the `PresentationState` itself: an action to the child that is still presented finds
/// its path cache there, read in place, rather than in the operator's shared cache (behind a
/// lock); and a child that the parent dismissed or replaced outside the operator is still
/// recognised as gone on the next action, and its effects cancelled.
@usableFromInline
package final class MountedChild: Sendable {
  /// The child's identity.
  @usableFromInline let identity: ChildIdentity
  /// The scope path cache of the child's effects.
  @usableFromInline let paths: ChildScopePathCache
  /// The operator's caches that made this record: another operator driving the same state (a
  /// copy of it, elsewhere) builds paths of its own.
  @usableFromInline let owner: PresentedChildPaths

  init(identity: ChildIdentity, paths: ChildScopePathCache, owner: PresentedChildPaths) {
    self.identity = identity
    self.paths = paths
    self.owner = owner
  }
}
