extension TestStore {
  /// Sends `action` to the feature and asserts how it changes the state.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// In an exhaustive test store, the step fails when the state changes and the closure does not
  /// describe it, when the closure describes it wrongly (with a diff), when a closure is given but
  /// nothing changes, and when actions received earlier have not been asserted.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Mutates `$0`, which starts as the state before the action,
  ///     into the state expected after it. Omit it when no change is expected.
  ///   - fileID: The file of the call, where a failure is reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Returns: A task for the effects the action started:
  ///   ``TestStoreTask/cancel(fileID:filePath:line:column:)`` them, or
  ///   ``TestStoreTask/finish(timeout:fileID:filePath:line:column:)`` to wait for them.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.prepareStep()

    if self.recorder.isDismissed {
      location.fail(FailureMessage.sentToDismissedStore)
      return TestStoreTask(
        rawValue: nil, step: nil, tracker: self.recorder.effects, timeout: self.timeout
      )
    }

    if !self.recorder.receivedActions.isEmpty {
      if self.exhaustivity == .on {
        location.fail(FailureMessage.unhandledBeforeSend(self.recorder.receivedActions))
      }
      // Reported once: later steps start from the state those actions produced.
      self.skipAllReceivedActions(recordingAt: location)
    }

    let before = self.state
    let stackElementIDsBefore = self.recorder.dependencies.stackElementID.incrementingCopy()
    self.recorder.stateAfterSentAction = nil
    let storeTask = self.store.send(.send(action, location))
    let after = self.recorder.stateAfterSentAction ?? self.store.state
    self.recorder.stateAfterSentAction = nil

    self.assertStateChange(
      from: before, to: after, matches: updateStateToExpectedResult,
      stackElementIDs: stackElementIDsBefore, at: location
    )
    self.state = after

    // Gives the effects just started (and any still running) a chance to proceed, so that what
    // they send right away is there for the next step. With no effect running, one yield keeps
    // `send` a suspension point for other main-actor work (a task the test started, a live
    // dependency's own task) without paying for the many a running effect may need.
    if self.recorder.effects.isEmpty {
      await Task.yield()
    } else {
      await Task.megaYield()
    }
    return TestStoreTask(
      rawValue: storeTask, step: location, tracker: self.recorder.effects, timeout: self.timeout
    )
  }

  /// Sends the case of a case-pathable action that has no associated value.
  ///
  /// ```swift
  /// await store.send(\.onAppear)
  /// ```
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await self.send(
      AnyCasePath(action).embed(()),
      assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Sends the case of a case-pathable action with `value` as its associated value.
  ///
  /// ```swift
  /// await store.send(\.path.push, (id: 0, state: .detail(Detail.State())))
  /// await store.send(\.textChanged, "Blob")
  /// ```
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await self.send(
      AnyCasePath(action).embed(value),
      assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
