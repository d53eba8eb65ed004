import Foundation

extension TestStore {
  /// Replays a recorded session as a test: sends the recording's user actions, receives the
  /// actions its effects sent, and checks after each one that the state is the one recorded.
  ///
  /// A bug report (a recording file) becomes a regression test in three lines:
  ///
  /// ```swift
  /// @Test func issue42() async throws {
  ///   let recording = try Recording<AppFeature.State, AppFeature.Action>(contentsOf: url)
  ///   let store = TestStore(initialState: recording.initialState) { AppFeature() }
  ///   await store.replay(recording)
  /// }
  /// ```
  ///
  /// The feature runs with the test store's dependencies: give effects that wait a clock the
  /// replay does not have to wait for (`ImmediateClock`), or make ``TestStore/timeout`` long
  /// enough. The first action whose outcome differs from the recording (another action received,
  /// none received in time, or another state) fails the test at this call, naming the record and
  /// its line in the recording's file, with a diff of the expected and actual states; the replay
  /// stops there. Afterwards, actions received and effects still running that the recording
  /// does not cover are skipped, so the test ends with the replay.
  ///
  /// - Returns: Whether the whole recording replayed.
  @discardableResult
  public func replay(
    _ recording: Recording<State, Action>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var replayed = self.state == recording.initialState
    if !replayed {
      location.fail(
        ReplayMismatch<State, Action>(
          step: nil, problem: .initialState, expected: recording.initialState, actual: self.state
        ).message
      )
    }
    for (index, record) in recording.actions.enumerated() where replayed {
      let step = ReplayStep(record: record, line: index + 2)
      if let mismatch = await self.replay(step, at: location) {
        location.fail(mismatch.message)
        replayed = false
      }
    }
    await self.skipReceivedActions(
      strict: false, fileID: fileID, filePath: filePath, line: line, column: column)
    await self.skipInFlightEffects(
      strict: false, fileID: fileID, filePath: filePath, line: line, column: column)
    return replayed
  }

  /// Replays the recording file at `url`: see ``replay(_:fileID:filePath:line:column:)``.
  ///
  /// - Throws: The error reading the file, or a `RecordingFileError` naming the line at fault.
  @discardableResult
  public func replay(
    contentsOf url: URL,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws -> Bool where State: Codable, Action: Codable {
    let recording = try Recording<State, Action>(contentsOf: url)
    return await self.replay(
      recording, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Replays one recorded action; returns how it differs, if it does.
  private func replay(
    _ step: ReplayStep<State, Action>, at location: OperatorLocation
  ) async -> ReplayMismatch<State, Action>? {
    self.prepareStep()
    let record = step.record
    let actual: State
    if record.source.isFromEffect {
      let recorder = self.recorder
      let store = self.store
      let nothingLeftToSend = { recorder.effects.isEmpty && store._runningEffectCount == 0 }
      let arrived = await waitUntil(timeout: self.timeout, giveUp: nothingLeftToSend) {
        !recorder.receivedActions.isEmpty
      }
      guard arrived else {
        return ReplayMismatch(step: step, problem: .notReceived(after: self.timeout))
      }
      let received = recorder.receivedActions.removeFirst()
      self.state = received.state
      guard String(customDumping: received.action) == String(customDumping: record.action) else {
        return ReplayMismatch(step: step, problem: .receivedAnother(received.action))
      }
      actual = received.state
    } else {
      self.recorder.stateAfterSentAction = nil
      self.store.send(.send(record.action, location))
      actual = self.recorder.stateAfterSentAction ?? self.store.state
      self.recorder.stateAfterSentAction = nil
      self.state = actual
      await Task.megaYield()
    }
    guard actual == record.state else {
      return ReplayMismatch(step: step, problem: .state, actual: actual)
    }
    return nil
  }
}
