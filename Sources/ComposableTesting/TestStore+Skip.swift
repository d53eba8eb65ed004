extension TestStore {
  /// Skips every action received so far, without asserting them or the state they produced.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.skipReceivedActions()
  /// ```
  ///
  /// - Parameters:
  ///   - strict: Fail when there is nothing to skip.
  ///   - fileID: The file of the call, where a failure is reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.prepareStep()
    await Task.megaYield()
    if self.recorder.receivedActions.isEmpty {
      if strict {
        location.fail(FailureMessage.noReceivedActionsToSkip)
      }
      return
    }
    self.skipAllReceivedActions(recordingAt: location)
  }

  /// Stops requiring the test to account for the effects running now, so that the test can end
  /// while they still run.
  ///
  /// ```swift
  /// await store.send(.startTimer)
  /// await store.skipInFlightEffects()
  /// ```
  ///
  /// The effects are not cancelled: as in TCA, one that is still running may feed actions back,
  /// which `receive(_:timeout:assert:)` can assert and
  /// ``skipReceivedActions(strict:fileID:filePath:line:column:)`` can skip. They are cancelled
  /// with the store when the test store goes away.
  ///
  /// - Parameters:
  ///   - strict: Fail when no effect is running.
  ///   - fileID: The file of the call, where a failure is reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.prepareStep()
    await Task.megaYield()
    let running = self.recorder.effects.inFlight
    if running.isEmpty {
      if strict {
        location.fail(FailureMessage.noInFlightEffectsToSkip)
      }
      return
    }
    if self.showsSkippedAssertions {
      location.recordSkipped(FailureMessage.skippedInFlightEffects(Array(running.values)))
    }
    self.recorder.effects.forget(running.keys)
  }

  /// Drops all received actions, moving ``state`` to the state after the last of them.
  func skipAllReceivedActions(recordingAt location: OperatorLocation) {
    let skipped = self.recorder.receivedActions
    guard let last = skipped.last else { return }
    if self.showsSkippedAssertions {
      location.recordSkipped(FailureMessage.skippedReceivedActions(skipped.map(\.action)))
    }
    self.state = last.state
    self.recorder.receivedActions.removeAll()
  }
}
