/// The running effects of one root store, indexed by the cancellation ids they were made
/// cancellable with.
///
/// Each store tree owns one registry, so two unrelated stores never cancel each other's effects.
/// Entries are removed when their task finishes or is cancelled, so a long-lived store does not
/// accumulate them.
@MainActor
final class CancellationRegistry {
  private var byID: [AnyHashableSendable: [NavigationIDPath?: [Int: Task<Void, Never>]]] = [:]
  private var tokensByTask: [Int: [CancelToken]] = [:]

  /// The number of (task, id) registrations currently held.
  var count: Int {
    byID.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
  }

  func insert(_ task: Task<Void, Never>, key: Int, tokens: [CancelToken]) {
    for token in tokens {
      byID[token.id, default: [:]][token.path, default: [:]][key] = task
    }
    tokensByTask[key] = tokens
  }

  /// Forgets a task that has finished.
  func remove(key: Int) {
    guard let tokens = tokensByTask.removeValue(forKey: key) else { return }
    for token in tokens {
      byID[token.id]?[token.path]?[key] = nil
      if byID[token.id]?[token.path]?.isEmpty == true {
        byID[token.id]?[token.path] = nil
        if byID[token.id]?.isEmpty == true { byID[token.id] = nil }
      }
    }
  }

  /// Cancels the effects registered under the token's id by the token's reducer or any reducer
  /// below it.
  func cancel(_ token: CancelToken) {
    guard let paths = byID[token.id] else { return }
    var cancelled: [Int: Task<Void, Never>] = [:]
    for (path, tasks) in paths where NavigationIDPath.isPath(path, under: token.path) {
      cancelled.merge(tasks) { first, _ in first }
    }
    for (key, task) in cancelled {
      task.cancel()
      remove(key: key)
    }
  }

  /// Cancels every running effect, when the store goes away.
  func cancelAll() {
    let all = byID.values.flatMap { $0.values.flatMap { $0 } }
    byID.removeAll()
    tokensByTask.removeAll()
    for (_, task) in all { task.cancel() }
  }
}
