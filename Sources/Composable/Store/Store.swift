import Observation

/// The runtime of a feature: holds its state, reduces the actions sent to it, and runs the
/// effects its reducer returns.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// }
/// store.send(.increment)
/// store.count  // 1
/// ```
///
/// A store is main-actor isolated; reducers run synchronously inside ``send(_:)``. Derive stores
/// for child features with `scope(state:action:)`. With `@ObservableState` state, reading a field
/// through the store inside `withObservationTracking` (or a SwiftUI body) tracks that field only.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  @usableFromInline package let core: any Core<State, Action>
  /// The child stores made by `scope(state:action:)`, kept so that scoping again gives the same
  /// store.
  @usableFromInline @exclusivity(unchecked) var childStores = ChildStores()
  /// The stores of the rows of an `IdentifiedArray`, by id (see `_StoreCollection`).
  var elementStores: [AnyHashable: AnyObject] = [:]
  /// Cancels the tree's effects when a root store goes away; `nil` for scoped stores, whose
  /// release then costs nothing.
  private let lifetime: RootStoreLifetime?

  @usableFromInline
  package init(core: any Core<State, Action>, isRoot: Bool) {
    self.core = core
    self.lifetime = isRoot ? RootStoreLifetime(root: core.root) : nil
    StoreCensus.storeMade()
  }

  deinit {
    StoreCensus.storeGone()
  }

  /// Creates a store that runs `reducer` on `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state to start with.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and every effect it runs;
  ///     they are resolved once, when the store is created.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (state, reducer, dependencies) = Dependencies.withDependencies {
      prepareDependencies?(&$0)
    } operation: {
      (initialState(), _ResolvedReducer(reducer()), DependencyValues._current)
    }
    // Built here, where `R` is known, so that the reducer runs as code specialized for it.
    self.init(
      initialState: state,
      reduce: { reducer.reduce(into: &$0, action: $1) },
      dependencies: dependencies
    )
  }

  @usableFromInline
  convenience init(
    initialState: State,
    reduce: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues
  ) {
    self.init(
      core: RootCore(initialState: initialState, reduce: reduce, dependencies: dependencies),
      isRoot: true
    )
  }

  /// The current state. Inside observation tracking, reading it registers the fields read (for
  /// `@ObservableState`) or the whole state (otherwise).
  @inlinable
  public var state: State {
    self.core.accessState().pointee
  }

  /// Calls `body` with the current state and returns its result, without registering the read
  /// with observation: `store.withState { $0.count }`.
  ///
  /// For state that is not `@ObservableState`, and for reads that must not make a view or an
  /// observer depend on the state (in an action closure, in a test).
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(self.core.currentState().pointee)
  }

  /// Reads a field of the state: `store.count`.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    readInPlace(keyPath, in: self.core.accessState())
  }

  /// Sends an action to the store: the reducer runs now, on the main actor, and so do the actions
  /// its `.send` effects produce; `.run` effects start in tasks.
  ///
  /// - Returns: A task for the effects the action started: await `finish()` to wait for them,
  ///   `cancel()` to stop them.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(lineage: self.core.send(action))
  }

  /// The number of cancellation registrations held by the store tree's running effects. Useful
  /// to check that effects are cleaned up.
  public var _registeredEffectCount: Int {
    self.core.root.registeredEffectCount
  }

  /// The number of effects of the store tree that are still running.
  public var _runningEffectCount: Int {
    self.core.root.runningEffectCount
  }
}

extension Store: CachedStoreCounting {
  /// The number of stores this store keeps for its scopes and rows, counted down the whole tree
  /// of kept stores: what a store tree holds on to, for tests of its caches.
  package var cachedStoreCount: Int {
    (self.childStores.stores + self.elementStores.values).reduce(0) { count, child in
      count + 1 + ((child as? any CachedStoreCounting)?.cachedStoreCount ?? 0)
    }
  }
}

/// A store, seen without its types, for counting the stores a tree keeps.
@MainActor
protocol CachedStoreCounting: AnyObject {
  var cachedStoreCount: Int { get }
}

/// A convenience for the store of a reducer: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store: CustomDebugStringConvertible {
  public nonisolated var debugDescription: String {
    "Store<\(State.self), \(Action.self)>"
  }
}

/// Owned by a root store only: cancels the store tree's effects when the root store goes away,
/// even if scoped stores (which keep the tree's core alive) outlive it.
@MainActor
private final class RootStoreLifetime {
  let root: any RootCoreProtocol

  init(root: any RootCoreProtocol) {
    self.root = root
  }

  isolated deinit {
    self.root.cancelAllEffects()
  }
}
