extension Scheduler {
  /// Suspends until the scheduler's time reaches `deadline`; returns at once (unless cancelled)
  /// if it has already.
  ///
  /// Unlike scheduling a timer for the time left, this does not depend on when the calling task
  /// gets to run: a test scheduler advanced past `deadline` before the task scheduled anything
  /// does not hold it until the next advance.
  func sleep(untilReaching deadline: SchedulerTimeType, options: SchedulerOptions?) async throws {
    try Task.checkCancellation()
    guard self.now < deadline else { return }
    try await self.sleep(until: deadline, options: options)
  }

  /// A function that sleeps until `deadline` (see ``sleep(untilReaching:options:)``), for an
  /// effect's `@Sendable` body: Combine schedulers are used from any thread, but few are
  /// declared `Sendable`.
  func sleeper(
    untilReaching deadline: SchedulerTimeType, options: SchedulerOptions?
  ) -> @Sendable () async throws -> Void {
    let sleep: () async throws -> Void = {
      try await self.sleep(untilReaching: deadline, options: options)
    }
    let unchecked = UncheckedSendable(sleep)
    return { try await unchecked.wrappedValue() }
  }
}
