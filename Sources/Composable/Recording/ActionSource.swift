/// Where a recorded action came from: sent to the store from outside, or fed back by an effect of
/// an earlier action.
///
/// The parent is named by its ``RecordedAction/id``. It is `nil` when the parent was reduced
/// before recording started (an effect that outlived the start of the recording).
public enum ActionSource: Hashable, Sendable {
  /// Sent to the store from outside: a user's tap or key, or code holding the store.
  case user
  /// Returned as an `Effect.send` by the reducer of the parent action, and reduced in the same
  /// batch, right after it.
  case send(parent: Int?)
  /// Sent by an asynchronous effect (`.run`, a publisher, a later part of a concatenation) that
  /// the parent action started.
  case effect(parent: Int?)

  /// The action whose effect sent this one, if any.
  public var parent: Int? {
    switch self {
    case .user: nil
    case .send(let parent), .effect(let parent): parent
    }
  }

  /// Whether the action came from an effect rather than from outside the store: a replay feeds
  /// such actions as `receive`s.
  public var isFromEffect: Bool {
    self != .user
  }
}

extension ActionSource: CustomStringConvertible {
  /// `user`, `send from #3`, `effect of #3`.
  public var description: String {
    switch self {
    case .user: "user"
    case .send(let parent): "send from \(parent.map { "#\($0)" } ?? "before the recording")"
    case .effect(let parent): "effect of \(parent.map { "#\($0)" } ?? "before the recording")"
    }
  }
}
