extension Effect {
  /// Delays this effect by `duration`, restarting the delay whenever another effect with the same
  /// `id` arrives before it ends: only the last of a burst runs.
  ///
  /// ```swift
  /// case let .queryChanged(query):
  ///   state.query = query
  ///   return .run { send in await send(.results(try await search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C
  ) -> Self {
    self.delayed(id: id) { try await clock.sleep(for: duration) }
  }

  /// Delays this effect by `dueTime` on a Combine scheduler, restarting the delay whenever
  /// another effect with the same `id` arrives before it ends: only the last of a burst runs.
  ///
  /// ```swift
  /// @Dependency(\.mainQueue) var mainQueue
  ///
  /// case let .queryChanged(query):
  ///   return .run { send in await send(.results(try await search(query))) }
  ///     .debounce(id: CancelID.search, for: 0.3, scheduler: self.mainQueue)
  /// ```
  ///
  /// The delay ends `dueTime` after the reducer returned the effect, in the scheduler's time:
  /// with a test scheduler, advancing it by `dueTime` releases the effect however late its task
  /// started.
  ///
  /// - Parameters:
  ///   - id: The effect's identifier; ids compare by type and value.
  ///   - dueTime: How long to wait for a quiet period.
  ///   - scheduler: The scheduler whose time the delay is measured in.
  ///   - options: Options for the scheduler's timer.
  public func debounce<S: Scheduler>(
    id: some Hashable & Sendable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    let deadline = scheduler.now.advanced(by: dueTime)
    let wait = scheduler.sleeper(untilReaching: deadline, options: options)
    return self.delayed(id: id) { try await wait() }
  }

  /// This effect after `wait`, cancelling the effects already waiting or running under `id`.
  private func delayed(
    id: some Hashable & Sendable, by wait: @escaping @Sendable () async throws -> Void
  ) -> Self {
    if self.isNone { return .none }
    return Self.concatenate(.run { _ in try await wait() }, self)
      .cancellable(id: id, cancelInFlight: true)
  }
}
