/// The effect tasks of a root store that have not finished: by the key the store gave each, and
/// under the cancellation ids they were made cancellable with.
@MainActor
final class EffectTasks {
  /// The store's running work by cancellation id, also reached by `Task.cancel(id:)` and
  /// `withTaskCancellation` through the thread's ``ScopeStack``.
  let registry = CancellationRegistry()
  private var nextKey = 0
  private var inFlight: [Int: Task<Void, Never>] = [:]
  /// The keys of the running tasks counted in the registry's ``ChildWorkTally``.
  private var childKeys: Set<Int> = []

  /// The number of tasks that have not finished.
  var count: Int { self.inFlight.count }

  /// A key for a task about to start, never given before by this store.
  func makeKey() -> Int {
    defer { self.nextKey &+= 1 }
    return self.nextKey
  }

  /// Records a task that has just started: among the store's running effects, under its
  /// cancellation ids, and in its lineage.
  ///
  /// - Parameter work: What cancelling by id cancels, when not the task itself.
  func track(
    _ task: Task<Void, Never>,
    key: Int,
    tokens: [CancelToken],
    lineage: EffectLineage,
    cancelledAs work: (any CancellableWork)? = nil
  ) {
    self.inFlight[key] = task
    if !tokens.isEmpty {
      self.registry.insert(work ?? task, key: key, tokens: tokens)
      if tokens.contains(where: { $0.id == childEffectsID }), self.childKeys.insert(key).inserted {
        self.registry.childWork.runningChildEffects += 1
      }
    }
    lineage.join(task, key: key)
  }

  /// Forgets a task that has finished.
  func finished(_ key: Int) {
    self.inFlight[key] = nil
    self.registry.remove(key: key)
    if self.childKeys.remove(key) != nil {
      self.registry.childWork.runningChildEffects -= 1
    }
  }

  /// Cancels every running task, when the store goes away.
  func cancelAll() {
    self.registry.cancelAll()
    let tasks = self.inFlight
    self.inFlight.removeAll()
    self.childKeys.removeAll()
    self.registry.childWork.runningChildEffects = 0
    for task in tasks.values { task.cancel() }
  }
}
