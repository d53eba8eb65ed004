#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// What a store runs on: the state it reads and where its actions go.
///
/// A root store has a ``RootCore`` that owns the state, the reducer and the running effects. A
/// scoped store has a ``ScopedCore`` that derives its slice from its parent's state and embeds its
/// actions into the parent's, so a child store never holds a stale copy.
@MainActor
@usableFromInline
package protocol Core<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state, in place: valid until the next action is sent to the store tree (the
  /// pointer itself stays the same for the core's life). Reading through it registers nothing
  /// with observation.
  func currentState() -> UnsafePointer<State>

  /// The current state, in place, after registering with observation tracking what a reader of
  /// this store depends on: the whole state of a root store that is not `@ObservableState`, and
  /// the property of each ancestor's state that holds the slice of a scoped store.
  func accessState() -> UnsafePointer<State>

  /// What a reader of a store scoped from this one registers at this level and every level
  /// above (see ``AccessRegistration``). The registration lives as long as the core.
  var accessRegistration: Unmanaged<AccessRegistration> { get }

  /// Reduces `action` and returns the lineage of the effects it started, if any.
  func send(_ action: Action) -> EffectLineage?

  /// The root of the store tree, which owns observation of non-observable state.
  var root: any RootCoreProtocol { get }

  /// The way from this store's actions to the root core, for the stores scoped from it.
  var route: any ActionRoute<Action> { get }

  /// Whether the store can still receive actions: false for a scoped store whose optional state
  /// has gone away.
  var isValid: Bool { get }
}

extension Core {
  /// A copy of the current state, without registering anything with observation.
  @inlinable
  package var state: State {
    self.currentState().pointee
  }
}

/// The root of a store tree, seen without its reducer type.
@MainActor
@usableFromInline
package protocol RootCoreProtocol: AnyObject {
  /// Counts the batches of actions reduced: scoped stores derive their state again only when it
  /// changed.
  var version: StateVersion { get }
  /// The number of (effect, cancellation id) registrations held, for tests and diagnostics.
  var registeredEffectCount: Int { get }
  /// The number of effect tasks that have not finished.
  var runningEffectCount: Int { get }
  /// Cancels every running effect.
  func cancelAllEffects()
  /// Emits once when subscribed to, then after every batch of actions the tree reduces: what
  /// store publishers read the state again on.
  var stateChanges: AnyPublisher<Void, Never> { get }
}

/// A counter of the state changes of a store tree, shared by its root and scoped cores.
///
/// The root bumps it when it starts and when it finishes reducing a batch of actions, so it is odd
/// exactly while a batch runs. A scoped core that derived its state at the current, even value
/// can answer from what it derived.
@MainActor
@usableFromInline
package final class StateVersion {
  /// The current version. Main-actor isolated and read on every scoped store access, so it
  /// skips dynamic exclusivity checks.
  @exclusivity(unchecked) package var value = 0

  package init() {}
}
