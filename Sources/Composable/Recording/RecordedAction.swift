/// One action a root store reduced while it was recorded, with the state it left behind.
public struct RecordedAction<State, Action> {
  /// The action's position in the recording: 0 for the first action recorded, counting on when
  /// older actions leave a full ring buffer.
  public let id: Int
  /// When the action was reduced, on a monotonic clock, from the start of the recording.
  public let timestamp: Duration
  /// Who sent the action.
  public let source: ActionSource
  /// The action.
  public let action: Action
  /// The root state right after the action was reduced.
  public let state: State

  /// Creates a recorded action; recorders and file readers make these.
  @inlinable
  public init(id: Int, timestamp: Duration, source: ActionSource, action: Action, state: State) {
    self.id = id
    self.timestamp = timestamp
    self.source = source
    self.action = action
    self.state = state
  }
}

extension RecordedAction: Sendable where State: Sendable, Action: Sendable {}
extension RecordedAction: Equatable where State: Equatable, Action: Equatable {}
