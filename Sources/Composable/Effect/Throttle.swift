#if canImport(Synchronization) && !canImport(Darwin)
  import Synchronization
#endif

extension Effect {
  /// Lets at most one effect with `id` run per `interval`.
  ///
  /// The first effect of a quiet period runs at once. Effects that arrive within `interval` of
  /// it are held until the interval ends: with `latest: true` the most recent of them runs then,
  /// with `latest: false` the first of them; the others never run.
  ///
  /// ```swift
  /// case .scrolled:
  ///   return .run { send in await send(.loadMore) }
  ///     .throttle(id: CancelID.loadMore, for: .seconds(1), clock: clock, latest: true)
  /// ```
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    let path = NavigationIDPath.current
    let token = CancelToken(id: id, path: path)
    let now = clock.now
    let decision = ThrottleLedger.of(path).decide(
      token: token, now: now, interval: interval, latest: latest
    )
    switch decision {
    case .runNow:
      return self.cancellable(id: ThrottleDelayID(token: token), cancelInFlight: true)
    case let .runAt(instant):
      return Self.concatenate(
        .run { _ in try await clock.sleep(until: instant, tolerance: nil) },
        self
      )
      .cancellable(id: ThrottleDelayID(token: token), cancelInFlight: latest)
    case .drop:
      return .none
    }
  }
}

/// The id under which a throttled effect waits for its window; distinct from the user's id so
/// that `cancel(id:)` with the user's id does not reach it by accident.
private struct ThrottleDelayID: Hashable, Sendable {
  let token: CancelToken
}

/// Remembers, per throttle id, when the last effect ran or is scheduled to run.
///
/// Each store has its own (reached through the root of its navigation paths), so two stores
/// never share a window, and the windows go away with their store: a store that a later one
/// replaces at the same address leaves nothing behind for it.
final class ThrottleLedger: Sendable {
  /// For effects built outside any store (a reducer called directly).
  private static let outsideStores = ThrottleLedger()

  /// The ledger of the store that `path` belongs to.
  static func of(_ path: NavigationIDPath?) -> ThrottleLedger {
    (path?.root.element.base as? StoreNavigationID)?.throttles ?? Self.outsideStores
  }

  enum Decision<Instant: Sendable>: Sendable {
    case runNow
    case runAt(Instant)
    case drop
  }

  private struct Entry: @unchecked Sendable {
    var lastRun: Any
    var hasPending: Bool
  }

  #if canImport(Synchronization) && !canImport(Darwin)
    // Inline: every store makes a ledger, and this keeps it one allocation.
    private let entries = Mutex<[CancelToken: Entry]>([:])
  #else
    // `Mutex` needs macOS 15 / iOS 18; the package supports earlier Apple platforms.
    private let entries = LockIsolated<[CancelToken: Entry]>([:])
  #endif

  private func withEntries<R: Sendable>(_ body: (inout [CancelToken: Entry]) -> R) -> R {
    #if canImport(Synchronization) && !canImport(Darwin)
      self.entries.withLock { body(&$0) }
    #else
      self.entries.withValue { body(&$0) }
    #endif
  }

  func decide<I: InstantProtocol>(
    token: CancelToken, now: I, interval: I.Duration, latest: Bool
  ) -> Decision<I> {
    self.withEntries { entries in
      guard
        let entry = entries[token],
        let lastRun = entry.lastRun as? I,
        now < lastRun.advanced(by: interval)
      else {
        entries[token] = Entry(lastRun: now, hasPending: false)
        return .runNow
      }
      if entry.hasPending && now < lastRun {
        // An effect is still waiting for the window to end: the newest replaces it, or is dropped.
        return latest ? .runAt(lastRun) : .drop
      }
      let next = lastRun.advanced(by: interval)
      entries[token] = Entry(lastRun: next, hasPending: true)
      return .runAt(next)
    }
  }

  /// Forgets the windows of the reducer at `path` and of those below it.
  func forget(under path: NavigationIDPath?) {
    self.withEntries { entries in
      guard !entries.isEmpty else { return }
      entries = entries.filter { token, _ in !NavigationIDPath.isPath(token.path, under: path) }
    }
  }

  /// Forgets every window.
  func removeAll() {
    self.withEntries { $0.removeAll() }
  }
}
