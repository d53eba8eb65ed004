/// The running work of one root store, indexed by the cancellation ids it was made cancellable
/// with: its effects, and the operations its effects run in `withTaskCancellation`.
///
/// Each store tree owns one registry, so two unrelated stores never cancel each other's work;
/// work started outside any store has one of its own (``outsideStores``). Entries are removed
/// when their work finishes or is cancelled, so a long-lived store does not accumulate them.
///
/// Thread-safe: the store registers and cancels its effects on the main actor, while
/// `Task.cancel(id:)` and `withTaskCancellation` reach the registry from whatever executor an
/// effect runs on.
@usableFromInline
final class CancellationRegistry: Sendable {
  /// For work started outside any store.
  static let outsideStores = CancellationRegistry()

  private struct Entries: Sendable {
    var byID: [AnyHashableSendable: [ScopePath?: [Int: any CancellableWork]]] = [:]
    var tokensByKey: [Int: [CancelToken]] = [:]
    /// Keys handed to `withTaskCancellation` operations: negative, so they never meet the keys
    /// the store gives its effects.
    var nextOperationKey = -1

    mutating func insert(_ work: any CancellableWork, key: Int, tokens: [CancelToken]) {
      for token in tokens {
        self.byID[token.id, default: [:]][token.path, default: [:]][key] = work
      }
      self.tokensByKey[key] = tokens
    }

    mutating func remove(key: Int) {
      guard let tokens = self.tokensByKey.removeValue(forKey: key) else { return }
      for token in tokens {
        self.byID[token.id]?[token.path]?[key] = nil
        if self.byID[token.id]?[token.path]?.isEmpty == true {
          self.byID[token.id]?[token.path] = nil
          if self.byID[token.id]?.isEmpty == true { self.byID[token.id] = nil }
        }
      }
    }

    /// Removes the work registered under the token's id by the token's reducer or any reducer
    /// below it, and returns it to be cancelled once the lock is released (cancelling runs
    /// cancellation handlers, which may come back here).
    mutating func take(_ token: CancelToken) -> [any CancellableWork] {
      guard let paths = self.byID[token.id] else { return [] }
      var taken: [Int: any CancellableWork] = [:]
      for (path, work) in paths where ScopePath.isPath(path, under: token.path) {
        taken.merge(work) { first, _ in first }
      }
      for key in taken.keys {
        self.remove(key: key)
      }
      return Array(taken.values)
    }
  }

  private let entries = Locked(Entries())

  /// What of the store's work dismissing a child could reach, kept by the store on the main
  /// actor for operators to skip looking for a dismissed child when it would cancel nothing.
  @usableFromInline let childWork = ChildWorkTally()

  private func withEntries<R>(_ body: (inout Entries) -> R) -> R {
    self.entries.withLock(body)
  }

  /// The number of (work, id) registrations currently held.
  var count: Int {
    self.withEntries { entries in
      entries.byID.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
    }
  }

  /// Registers a store's effect under `key`, the key the store tracks it with.
  func insert(_ work: any CancellableWork, key: Int, tokens: [CancelToken]) {
    self.withEntries { $0.insert(work, key: key, tokens: tokens) }
  }

  /// Starts an operation of `withTaskCancellation` with `start` and registers it under `token`,
  /// first cancelling the work already registered under it if `cancelInFlight`. All in one step:
  /// nothing registered in between escapes, and whatever the operation does, cancelling it by id
  /// (which waits for this step) finds it.
  func startOperation<Work: CancellableWork>(
    token: CancelToken, cancelInFlight: Bool, _ start: () -> Work
  ) -> (work: Work, key: Int) {
    let (work, key, cancelled) = self.withEntries { entries in
      let cancelled = cancelInFlight ? entries.take(token) : []
      let key = entries.nextOperationKey
      entries.nextOperationKey &-= 1
      let work = start()
      entries.insert(work, key: key, tokens: [token])
      return (work, key, cancelled)
    }
    for work in cancelled { work.cancel() }
    return (work, key)
  }

  /// Forgets work that has finished.
  func remove(key: Int) {
    self.withEntries { $0.remove(key: key) }
  }

  /// Cancels the work registered under the token's id by the token's reducer or any reducer
  /// below it.
  func cancel(_ token: CancelToken) {
    let cancelled = self.withEntries { $0.take(token) }
    for work in cancelled { work.cancel() }
  }

  /// Cancels all the work, when the store goes away.
  func cancelAll() {
    let all = self.withEntries { entries in
      let all = entries.byID.values.flatMap { $0.values.flatMap(\.values) }
      entries.byID.removeAll()
      entries.tokensByKey.removeAll()
      return all
    }
    for work in all { work.cancel() }
  }
}

/// Work a registry can cancel: a store's effect task or publisher subscription, or the task
/// running an operation of `withTaskCancellation`.
protocol CancellableWork: Sendable {
  func cancel()
}

extension Task: CancellableWork {}
