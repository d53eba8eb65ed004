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
    let token = CancelToken(id: id, path: ScopePath.current)
    let decision = ScopeStack.currentThrottles.decide(
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
