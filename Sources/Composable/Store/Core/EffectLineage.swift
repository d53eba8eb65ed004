/// The effect tasks started by one `Store.send`: those of the action sent, of the actions it sent
/// synchronously, and of every action those effects sent back, however many generations down.
///
/// This is what the ``StoreTask`` of a `send` stands for. Cancelling it cancels the whole lineage
/// (TCA's cascading cancellation: a view's `.task` that goes away takes with it the work its
/// action set off), and awaiting it waits until the lineage has no task left. It needs no task of
/// its own: it is a set of tasks and the continuations waiting for it to empty.
///
/// A task joins the lineage when it starts and leaves it when it ends, so a long-lived effect
/// that keeps sending actions does not make the lineage grow. Cancellation can come from any
/// thread (a task's cancellation handler), hence the lock.
@usableFromInline
package final class EffectLineage: Hashable, Sendable {
  private struct Members {
    var tasks: [Int: Task<Void, Never>] = [:]
    /// Whether the lineage as a whole was cancelled.
    var isCancelled = false
    /// Whether a task of the lineage ended without being cancelled.
    var hasTaskThatCompleted = false
    var waiters: [UnsafeContinuation<Void, Never>] = []
  }

  private let members = Locked(Members())

  /// Adds a task that has just started. A task that joins a cancelled lineage is cancelled at
  /// once: it was started by an action that a cancelled effect managed to send.
  func join(_ task: Task<Void, Never>, key: Int) {
    let isCancelled = self.members.withLock { members in
      guard !members.isCancelled else { return true }
      members.tasks[key] = task
      return false
    }
    if isCancelled { task.cancel() }
  }

  /// Removes a task that has ended, and wakes the waiters if it was the last one.
  func leave(key: Int, wasCancelled: Bool) {
    let waiters = self.members.withLock { members -> [UnsafeContinuation<Void, Never>] in
      guard members.tasks.removeValue(forKey: key) != nil else { return [] }
      if !wasCancelled { members.hasTaskThatCompleted = true }
      guard members.tasks.isEmpty else { return [] }
      defer { members.waiters.removeAll() }
      return members.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Cancels every task of the lineage, and those that join it later.
  func cancel() {
    let tasks = self.members.withLock { members in
      members.isCancelled = true
      return Array(members.tasks.values)
    }
    for task in tasks { task.cancel() }
  }

  /// Suspends until the lineage has no task left.
  func wait() async {
    await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
      let isDone = self.members.withLock { members in
        guard !members.tasks.isEmpty else { return true }
        members.waiters.append(waiter)
        return false
      }
      if isDone { waiter.resume() }
    }
  }

  /// Whether the lineage was cancelled as a whole, or each of its tasks was (by cancellation id,
  /// or with the store).
  var isCancelled: Bool {
    self.members.withLock { members in
      members.isCancelled
        || (!members.hasTaskThatCompleted && members.tasks.values.allSatisfy(\.isCancelled))
    }
  }

  @usableFromInline
  package static func == (lhs: EffectLineage, rhs: EffectLineage) -> Bool {
    lhs === rhs
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
