/// The way from a store's actions to its root core: every embedding between the store and the
/// root, composed into one function, and the root to send the result to.
///
/// A scoped store sends through its route rather than through its parent, so that an action sent
/// ten levels down is first embedded level by level (calls that return one after another) and
/// then reduced from one call to the root. Sending through each parent in turn would nest a call
/// per level around the whole reduction, and the processor mispredicts returns once calls nest
/// deeper than its return stack holds (32 on this machine's cores), which costs more than the
/// calls themselves.
@MainActor
@usableFromInline
package protocol ActionRoute<Action>: AnyObject {
  associatedtype Action

  /// Embeds `action` into the root's action and reduces it there.
  func send(_ action: Action) -> Task<Void, Never>?

  /// The route of a child whose actions `embedding` embeds into this route's.
  func appending<ChildAction>(
    _ embedding: ScopedEmbedding<Action, ChildAction>
  ) -> any ActionRoute<ChildAction>
}

/// A route to a root core of state `RootState` and actions `RootAction`.
///
/// Holds the root strongly, as scoped cores hold their parents: a child store keeps its store
/// tree alive. The root itself makes its route on demand rather than keeping one, which would be
/// a cycle.
@MainActor
final class RouteToRoot<RootState, RootAction, Action>: ActionRoute {
  private let root: RootCore<RootState, RootAction>
  /// `nil` for the root's own route, whose actions are the root's.
  private let toRootAction: ((Action) -> RootAction)?

  /// The root's own route.
  init(root: RootCore<RootState, RootAction>) where Action == RootAction {
    self.root = root
    self.toRootAction = nil
  }

  private init(root: RootCore<RootState, RootAction>, toRootAction: @escaping (Action) -> RootAction) {
    self.root = root
    self.toRootAction = toRootAction
  }

  func send(_ action: Action) -> Task<Void, Never>? {
    guard let toRootAction = self.toRootAction else {
      // The root's own route: `Action` is `RootAction`.
      return self.root.send(unsafeBitCast(action, to: RootAction.self))
    }
    return self.root.send(toRootAction(action))
  }

  func appending<ChildAction>(
    _ embedding: ScopedEmbedding<Action, ChildAction>
  ) -> any ActionRoute<ChildAction> {
    let casePath = embedding.casePath
    guard let toRootAction = self.toRootAction else {
      // `Action` is `RootAction`: the child's actions need one embedding only.
      let toRoot = unsafeBitCast(casePath, to: AnyCasePath<RootAction, ChildAction>.self)
      return RouteToRoot<RootState, RootAction, ChildAction>(
        root: self.root, toRootAction: { toRoot.embed($0) }
      )
    }
    return RouteToRoot<RootState, RootAction, ChildAction>(
      root: self.root,
      toRootAction: { toRootAction(casePath.embed($0)) }
    )
  }
}
