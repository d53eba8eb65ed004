/// The work started by one `Store.send`: every effect its action (and the actions it sent
/// synchronously) started.
///
/// Await ``finish()`` to wait for those effects to end, for example in a SwiftUI `.task` or
/// a `refreshable` action. ``cancel()`` cancels them.
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects started by the action.
  public func cancel() {
    self.rawValue?.cancel()
  }

  /// Waits until every effect started by the action has finished. Cancelling the task that awaits
  /// this cancels those effects.
  public func finish() async {
    await self.rawValue?.cancellableValue
  }

  /// Whether the effects were cancelled. `true` when the action started no effect at all.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
