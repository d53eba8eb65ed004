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
  func send(_ action: Action) -> EffectLineage?

  /// The route of a child whose actions `embedding` embeds into this route's.
  func appending<ChildAction>(
    _ embedding: ScopedEmbedding<Action, ChildAction>
  ) -> any ActionRoute<ChildAction>

  /// How many boxes of the action sent last the route keeps for the next (see
  /// ``ActionRecycler``); for tests.
  var keptBoxCount: Int { get }
}

/// A route to a root core of state `RootState` and actions `RootAction`.
///
/// Holds the root strongly, as scoped cores hold their parents: a child store keeps its store
/// tree alive. The root itself makes its route on demand rather than keeping one, which would be
/// a cycle.
@MainActor
final class RouteToRoot<RootState, RootAction, Action>: ActionRoute, RouteShapeSource {
  private let root: RootCore<RootState, RootAction>
  /// The levels' embeddings, composed: they nest while it runs, and have all returned before
  /// the root reduces the result.
  private let toRoot: _EmbedIntoRoot
  /// Where the last level lays the store's action out, and the route of the level above: the
  /// route's shape is found from them on its first send, so that scoping a store does not pay
  /// for it.
  private let embeddingShape: EmbeddingShape
  private let parent: (any RouteShapeSource)?
  /// Where the levels lay the root action out; `nil` when unknown.
  private(set) lazy var shape: RouteShape? = {
    guard let parent = self.parent else { return .root }
    return self.embeddingShape.shape?.followed(by: parent.shape)
  }()
  /// Keeps the root action between sends, when the levels box it (see ``ActionRecycler``); made
  /// on the first send. Read on every send from the main actor only: exclusivity checks would
  /// cost more than the read.
  @exclusivity(unchecked) private var recycler: ActionRecycler<RootAction>?
  @exclusivity(unchecked) private var hasRecycler = false

  /// The root's own route.
  init(root: RootCore<RootState, RootAction>) where Action == RootAction {
    self.root = root
    self.toRoot = { action, rootAction in
      rootAction.assumingMemoryBound(to: RootAction.self).moveInitialize(
        from: action.assumingMemoryBound(to: RootAction.self), count: 1)
    }
    self.embeddingShape = .known(nil)
    self.parent = nil
  }

  private init(
    root: RootCore<RootState, RootAction>,
    toRoot: @escaping _EmbedIntoRoot,
    embeddingShape: EmbeddingShape,
    parent: any RouteShapeSource
  ) {
    self.root = root
    self.toRoot = toRoot
    self.embeddingShape = embeddingShape
    self.parent = parent
  }

  func send(_ action: Action) -> EffectLineage? {
    if !self.hasRecycler {
      self.recycler = ActionRecycler(shape: self.shape, action: Action.self)
      self.hasRecycler = true
    }
    if let recycler = self.recycler,
      let rootAction = recycler.rootAction(for: action, through: self.toRoot)
    {
      let lineage = self.send(rootAction)
      recycler.sent()
      return lineage
    }
    return withUnsafeTemporaryAllocation(of: RootAction.self, capacity: 1) { buffer in
      let rootAction = buffer.baseAddress.unsafelyUnwrapped
      withTemporary(holding: action) { self.toRoot($0, UnsafeMutableRawPointer(rootAction)) }
      return self.root.send(rootAction.move())
    }
  }

  var keptBoxCount: Int { self.recycler?.keptBoxCount ?? 0 }

  /// Sends the root action at `rootAction`, moved out and back rather than read: the root
  /// borrows a value the route owns, where reading the pointee would copy it (a retain and a
  /// release of the outermost box).
  private func send(_ rootAction: UnsafeMutablePointer<RootAction>) -> EffectLineage? {
    let kept = rootAction.move()
    let lineage = self.root.send(kept)
    rootAction.initialize(to: consume kept)
    return lineage
  }

  func appending<ChildAction>(
    _ embedding: ScopedEmbedding<Action, ChildAction>
  ) -> any ActionRoute<ChildAction> {
    RouteToRoot<RootState, RootAction, ChildAction>(
      root: self.root, toRoot: embedding.step(self.toRoot), embeddingShape: embedding.shape,
      parent: self
    )
  }
}

/// A route, seen without its action types, for the shape of the routes appended to it.
@MainActor
protocol RouteShapeSource: AnyObject {
  /// Where the route's levels lay the root action out; `nil` when unknown.
  var shape: RouteShape? { get }
}
