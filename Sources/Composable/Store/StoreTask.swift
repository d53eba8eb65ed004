/// The work started by one `Store.send`: every effect its action (and the actions it sent
/// synchronously) started, and the effects of every action those effects sent back, however many
/// generations down.
///
/// Await ``finish()`` to wait for those effects to end, for example in a SwiftUI `.task` or
/// a `refreshable` action. ``cancel()`` cancels them all.
public struct StoreTask: Hashable, Sendable {
  let lineage: EffectLineage?

  init(lineage: EffectLineage?) {
    self.lineage = lineage
  }

  /// Cancels the effects started by the action, and those of the actions they sent back.
  public func cancel() {
    self.lineage?.cancel()
  }

  /// Waits until every effect started by the action, and by the actions those effects sent back,
  /// has finished. Cancelling the task that awaits this cancels those effects.
  public func finish() async {
    guard let lineage = self.lineage else { return }
    await withTaskCancellationHandler {
      await lineage.wait()
    } onCancel: {
      lineage.cancel()
    }
  }

  /// Whether the effects were cancelled: by ``cancel()``, or each on its own (by cancellation id,
  /// or with the store). `true` when the action started no effect at all.
  public var isCancelled: Bool {
    self.lineage?.isCancelled ?? true
  }
}
