/// One `.run` effect task of a root store: the lineage it belongs to, and what an issue about it
/// needs to say.
///
/// Its ``Send`` checks ``isFinished``: once the effect's closure has returned, an action sent
/// through an escaped `send` (one captured by an unstructured `Task`, a callback, a stored
/// property) is reported and dropped, since nothing would track or cancel the work it starts.
@MainActor
final class RunningEffect<Action> {
  /// The key of the task in the store's bookkeeping.
  let key: Int
  /// The `send` this effect descends from: actions the effect sends start work that joins it.
  let lineage: EffectLineage
  /// The action whose reducer returned the effect.
  let origin: Action
  /// Where the effect was created, when it was made with `Effect.run`.
  let location: EffectLocation?
  /// Set when the effect's closure has returned.
  var isFinished = false

  init(key: Int, lineage: EffectLineage, origin: Action, location: EffectLocation?) {
    self.key = key
    self.lineage = lineage
    self.origin = origin
    self.location = location
  }

  /// Reports `action`, sent through this effect's `send` after the effect finished.
  func reportSendAfterFinish(_ action: Action) {
    let createdAt =
      self.location.map { "\n\n  Effect created at:\n    \($0.fileID):\($0.line)" } ?? ""
    let message = """
      An action was sent from a completed effect:

        Action:
          \(debugCaseOutput(action))

        Effect returned from:
          \(debugCaseOutput(self.origin))\(createdAt)

      The action was not reduced. An effect's 'send' works only while the effect's 'run' closure \
      is running; this one was called after the closure returned, for example from a 'Task' the \
      closure started without awaiting it.

      To fix, keep the 'run' closure running until its last 'send': await the work it starts \
      instead of detaching it.
      """
    if let location = self.location {
      reportIssue(
        message,
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      )
    } else {
      reportIssue(message)
    }
  }
}
