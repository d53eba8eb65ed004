/// A recorded session of a root store: the state it started from and the actions it reduced,
/// oldest first.
///
/// Made by ``ActionRecorder/recording``, or read from a file with
/// ``init(jsonLines:)``; replayed as a test with `TestStore.replay` (in `ComposableTesting`).
public struct Recording<State, Action> {
  /// The state before the first of ``actions``: the store's state when recording started, or,
  /// once the ring buffer dropped older actions, the state after the last one it dropped.
  public var initialState: State
  /// The recorded actions, oldest first.
  public var actions: [RecordedAction<State, Action>]

  /// Creates a recording from its parts.
  public init(initialState: State, actions: [RecordedAction<State, Action>]) {
    self.initialState = initialState
    self.actions = actions
  }

  /// The state after the action at `index` of ``actions``, or ``initialState`` for `nil`.
  public func state(after index: Int?) -> State {
    index.map { self.actions[$0].state } ?? self.initialState
  }
}

extension Recording: Sendable where State: Sendable, Action: Sendable {}
extension Recording: Equatable where State: Equatable, Action: Equatable {}
