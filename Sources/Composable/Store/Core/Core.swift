/// What a store runs on: the state it reads and where its actions go.
///
/// A root store has a ``RootCore`` that owns the state, the reducer and the running effects. A
/// scoped store has a ``ScopedCore`` that reads its slice from its parent on every access and
/// embeds its actions into the parent's, so a child store never holds a stale copy.
@MainActor
@usableFromInline
package protocol Core<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state.
  var state: State { get }


  /// Reduces `action` and returns the task of the effects it started, if any.
  func send(_ action: Action) -> Task<Void, Never>?

  /// The root of the store tree, which owns observation of non-observable state.
  var root: any RootCoreProtocol { get }

  /// Whether the store can still receive actions: false for a scoped store whose optional state
  /// has gone away.
  var isValid: Bool { get }
}

/// The root of a store tree, seen without its reducer type.
@MainActor
@usableFromInline
package protocol RootCoreProtocol: AnyObject {
  /// Registers an observer of the state as a whole: notified once per batch for state that is not
  /// `@ObservableState`, and when `@ObservableState` state is replaced whole.
  func accessWholeState()
  /// The number of (effect, cancellation id) registrations held, for tests and diagnostics.
  var registeredEffectCount: Int { get }
  /// The number of effect tasks that have not finished.
  var runningEffectCount: Int { get }
  /// Cancels every running effect.
  func cancelAllEffects()
}
