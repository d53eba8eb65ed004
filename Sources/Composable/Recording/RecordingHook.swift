/// What a root store tracks while a recorder is installed: the source of each action about to be
/// reduced, and the id of the action reduced last (the parent of what its effect sends).
///
/// Sources are queued in the order the store will reduce the actions: a batch starts with an
/// empty queue, the effect that starts a batch queues its source first, and every action buffered
/// behind it queues its own as it is buffered. An action sent from outside queues nothing, so the
/// store's `send` does no extra work: an empty queue means "the user".
@MainActor
final class RecordingHook {
  /// The id of the action reduced last, while its effect is started.
  var currentID: Int?
  private var pending: [ActionSource] = []
  private var head = 0
  /// Puts the store's own reducer back and forgets the recorder.
  var stop: () -> Void = {}

  /// How an effect feeds an action back.
  enum Sender {
    /// An `Effect.send`, reduced in the current batch.
    case send
    /// An asynchronous effect.
    case effect
  }

  /// Queues the source of an action that an effect of the action reduced last is sending.
  func willReduce(sentBy sender: Sender) {
    self.willReduce(sentBy: sender, parent: self.currentID)
  }

  /// Queues the source of an action sent by an effect of the action `parent`.
  func willReduce(sentBy sender: Sender, parent: Int?) {
    switch sender {
    case .send: self.pending.append(.send(parent: parent))
    case .effect: self.pending.append(.effect(parent: parent))
    }
  }

  /// The source of the action being reduced now.
  func nextSource() -> ActionSource {
    guard self.head < self.pending.count else { return .user }
    let source = self.pending[self.head]
    self.head += 1
    if self.head == self.pending.count {
      self.pending.removeAll(keepingCapacity: true)
      self.head = 0
    }
    return source
  }
}
