extension TestStore {
  /// Waits for every running effect to finish, then checks that every received action was
  /// asserted.
  ///
  /// ```swift
  /// await store.send(.save)
  /// await store.receive(\.saved)
  /// await store.finish()
  /// ```
  ///
  /// Fails when effects are still running after `timeout` (the test store's
  /// ``TestStore/timeout`` by default), whatever the exhaustivity.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.prepareStep()
    let timeout = timeout ?? self.timeout
    let effects = self.recorder.effects
    let finished = await waitUntil(timeout: timeout) { effects.isEmpty }
    if !finished {
      location.fail(
        FailureMessage.effectsDidNotFinish(Array(effects.inFlight.values), after: timeout)
      )
      // Reported here; not again when the test store goes away.
      effects.forget(effects.inFlight.keys)
    }
    self.assertReceivedActionsHandled(at: location)
  }

  /// Fails (exhaustive) or records as skipped (non-exhaustive) the received actions the test did
  /// not assert.
  func assertReceivedActionsHandled(at location: OperatorLocation) {
    guard !self.recorder.receivedActions.isEmpty else { return }
    if self.exhaustivity == .on {
      location.fail(FailureMessage.unhandledAtEnd(self.recorder.receivedActions))
    }
    self.skipAllReceivedActions(recordingAt: location)
  }

  /// The checks made when the test store goes away: unasserted received actions, reported at the
  /// step whose effects sent the first of them, and running effects, each reported at the step
  /// that started it.
  ///
  /// Static, because it runs from `deinit`, where only the recorder and the settings are left.
  static func assertEndOfTest(
    recorder: TestStoreRecorder<State, Action>, exhaustivity: Exhaustivity
  ) {
    let received = recorder.receivedActions
    if let first = received.first {
      switch exhaustivity {
      case .on:
        first.origin.fail(FailureMessage.unhandledAtEnd(received))
      case .off(showSkippedAssertions: true):
        first.origin.recordSkipped(FailureMessage.skippedReceivedActions(received.map(\.action)))
      case .off(showSkippedAssertions: false):
        break
      }
      recorder.receivedActions.removeAll()
    }
    let effects = recorder.effects
    for effect in effects.inFlight.values {
      switch exhaustivity {
      case .on:
        effect.location.fail(FailureMessage.effectStillRunning)
      case .off(showSkippedAssertions: true):
        effect.location.recordSkipped(FailureMessage.skippedRunningAtEnd(effect))
      case .off(showSkippedAssertions: false):
        break
      }
    }
    effects.forget(effects.inFlight.keys)
  }
}
