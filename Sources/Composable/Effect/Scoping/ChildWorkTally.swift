/// What a root store holds that dismissing a child could reach: effects started by a child
/// (made cancellable with the child-effects id by `ifLet`, `forEach` and the navigation
/// operators) that have not finished, and throttle windows.
///
/// `ifLet` reads it, through the thread's ``ScopeStack``, to skip checking whether the parent
/// closed the child while handling one of the child's actions when closing it could cancel
/// nothing: that check (a presence test, and an id comparison for an `Identifiable` child) would
/// otherwise run at every level of every child action.
///
/// Each store's ``CancellationRegistry`` holds one. Main-actor state in all but name (hence
/// `@unchecked Sendable`, for the registry's sake): the store counts effects as they start and
/// finish, and its reducers read the tally, all on the main actor. An effect cancelled from
/// elsewhere is counted until its task ends, which errs on the safe side.
@usableFromInline
final class ChildWorkTally: @unchecked Sendable {
  /// The store's running effects started by a child.
  @exclusivity(unchecked) @usableFromInline var runningChildEffects = 0
  /// Whether the store's reducer ever made a throttled effect: throttle windows are forgotten
  /// with the child that opened them.
  @exclusivity(unchecked) @usableFromInline var hasThrottleWindows = false

  init() {}

  /// Whether dismissing a child might cancel or forget anything.
  @inlinable
  var mayHoldChildWork: Bool {
    self.runningChildEffects > 0 || self.hasThrottleWindows
  }
}
