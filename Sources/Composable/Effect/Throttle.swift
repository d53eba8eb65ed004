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
    self.throttled(id: id, now: clock.now, latest: latest) {
      $0.advanced(by: interval)
    } waitingUntil: { instant in
      .run { _ in try await clock.sleep(until: instant, tolerance: nil) }
    }
  }

  /// Lets at most one effect with `id` run per `interval` of a Combine scheduler's time.
  ///
  /// The first effect of a quiet period runs at once. Effects that arrive within `interval` of
  /// it are held until the interval ends: with `latest: true` the most recent of them runs then,
  /// with `latest: false` the first of them; the others never run.
  ///
  /// ```swift
  /// @Dependency(\.mainQueue) var mainQueue
  ///
  /// case .scrolled:
  ///   return .run { send in await send(.loadMore) }
  ///     .throttle(id: CancelID.loadMore, for: .seconds(1), scheduler: self.mainQueue, latest: true)
  /// ```
  ///
  /// Windows are measured in the scheduler's time from when the reducer returns the effects:
  /// with a test scheduler, only advancing it releases a held effect.
  ///
  /// - Parameters:
  ///   - id: The effect's identifier; ids compare by type and value.
  ///   - interval: The shortest time between two effects that run.
  ///   - scheduler: The scheduler whose time the windows are measured in.
  ///   - latest: Whether the most recent effect held during a window runs when it ends, rather
  ///     than the first.
  public func throttle<S: Scheduler>(
    id: some Hashable & Sendable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Self {
    self.throttled(id: id, now: scheduler.now, latest: latest) {
      $0.advanced(by: interval)
    } waitingUntil: { instant in
      let wait = scheduler.sleeper(untilReaching: instant, options: nil)
      return .run { _ in try await wait() }
    }
  }

  /// Throttles this effect with windows of a time that `now` is read from and `windowEnd`
  /// advances; `waitingUntil` makes the effect that waits for an instant of that time.
  private func throttled<Time: Comparable>(
    id: some Hashable & Sendable,
    now: Time,
    latest: Bool,
    windowEnd: (Time) -> Time,
    waitingUntil wait: (Time) -> Self
  ) -> Self {
    let path = ScopePath.current
    let token = CancelToken(id: id, path: path)
    let decision = ThrottleLedger.of(path).decide(
      token: token, now: now, latest: latest, windowEnd: windowEnd
    )
    switch decision {
    case .runNow:
      return self.cancellable(id: ThrottleDelayID(token: token), cancelInFlight: true)
    case let .runAt(instant):
      return Self.concatenate(wait(instant), self)
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
  static func of(_ path: ScopePath?) -> ThrottleLedger {
    (path?.root.element.base as? StoreScopeID)?.throttles ?? Self.outsideStores
  }

  enum Decision<Time> {
    case runNow
    case runAt(Time)
    case drop
  }

  private struct Entry {
    var lastRun: Any
    var hasPending: Bool
  }

  private let entries = Locked<[CancelToken: Entry]>([:])

  private func withEntries<R>(_ body: (inout [CancelToken: Entry]) -> R) -> R {
    self.entries.withLock(body)
  }

  /// Whether an effect arriving `now` runs now, later or never; `windowEnd` gives the end of a
  /// window that starts at a given time.
  func decide<Time: Comparable>(
    token: CancelToken, now: Time, latest: Bool, windowEnd: (Time) -> Time
  ) -> Decision<Time> {
    self.withEntries { entries in
      Self.decide(&entries, token: token, now: now, latest: latest, windowEnd)
    }
  }

  private static func decide<Time: Comparable>(
    _ entries: inout [CancelToken: Entry],
    token: CancelToken, now: Time, latest: Bool, _ windowEnd: (Time) -> Time
  ) -> Decision<Time> {
    guard
      let entry = entries[token],
      let lastRun = entry.lastRun as? Time,
      now < windowEnd(lastRun)
    else {
      entries[token] = Entry(lastRun: now, hasPending: false)
      return .runNow
    }
    if entry.hasPending && now < lastRun {
      // An effect is still waiting for the window to end: the newest replaces it, or is dropped.
      return latest ? .runAt(lastRun) : .drop
    }
    let next = windowEnd(lastRun)
    entries[token] = Entry(lastRun: next, hasPending: true)
    return .runAt(next)
  }

  /// Forgets the windows of the reducer at `path` and of those below it.
  func forget(under path: ScopePath?) {
    self.withEntries { entries in
      guard !entries.isEmpty else { return }
      entries = entries.filter { token, _ in !ScopePath.isPath(token.path, under: path) }
    }
  }

  /// Forgets every window.
  func removeAll() {
    self.withEntries { $0.removeAll() }
  }
}
