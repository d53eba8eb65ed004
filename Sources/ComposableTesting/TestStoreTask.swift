/// The effects started by one `TestStore.send(_:assert:)` step:
/// those its action returned, and those of every action they fed back, however many generations
/// down (as TCA's cascading cancellation has it).
///
/// ```swift
/// let task = await store.send(.onAppear)
/// // … assert what the long-living effect does …
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: StoreTask?
  /// The `send` step whose effects this task stands for; `nil` when the step did not reach the
  /// feature.
  let step: OperatorLocation?
  let tracker: EffectTracker
  let timeout: Duration

  init(rawValue: StoreTask?, step: OperatorLocation?, tracker: EffectTracker, timeout: Duration) {
    self.rawValue = rawValue
    self.step = step
    self.tracker = tracker
    self.timeout = timeout
  }

  /// Cancels the effects, those of the actions they fed back included, and waits (up to the test
  /// store's timeout) until they have stopped.
  @MainActor
  public func cancel(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    self.rawValue?.cancel()
    let stopped = await waitUntil(timeout: self.timeout) { self.running.isEmpty }
    if !stopped {
      OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        .fail(FailureMessage.taskDidNotCancel(self.running, after: self.timeout))
    }
  }

  /// Waits until the effects have finished, and fails if they are still running after `timeout`
  /// (the test store's timeout by default).
  ///
  /// ```swift
  /// let task = await store.send(.refresh)
  /// await clock.advance(by: .seconds(1))
  /// await store.receive(\.response) { … }
  /// await task.finish()
  /// ```
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    let finished = await waitUntil(timeout: timeout) { self.running.isEmpty }
    if !finished {
      OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        .fail(FailureMessage.taskDidNotFinish(self.running, after: timeout))
    }
  }

  /// Whether the effects have been cancelled. `true` when the action started no effect.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }

  @MainActor
  private var running: [InFlightEffect] {
    self.step.map { self.tracker.running(from: $0) } ?? []
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue == rhs.rawValue && lhs.step === rhs.step && lhs.tracker === rhs.tracker
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.rawValue)
    hasher.combine(self.step.map(ObjectIdentifier.init))
  }
}
