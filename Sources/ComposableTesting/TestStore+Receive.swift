extension TestStore {
  /// Asserts that an effect fed `expectedAction` back into the store, and how it changed the state.
  ///
  /// ```swift
  /// await store.send(.fetch)
  /// await store.receive(.response(42)) {
  ///   $0.value = 42
  /// }
  /// ```
  ///
  /// Waits up to `timeout` for the action. In an exhaustive test store the next received action
  /// must be this one; in a non-exhaustive one, earlier received actions that do not match are
  /// skipped.
  ///
  /// - Parameters:
  ///   - expectedAction: The action expected to be received next.
  ///   - timeout: How long to wait for it. Defaults to the test store's ``TestStore/timeout``.
  ///   - updateStateToExpectedResult: Mutates `$0`, which starts as the state before the action,
  ///     into the state expected after it. Omit it when no change is expected.
  ///   - fileID: The file of the call, where a failure is reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await self.receiveAction(
      matching: { $0 == expectedAction },
      expected: { .action(expectedAction) },
      mismatch: { received in
        FailureMessage.difference(
          expected: expectedAction, actual: received, actualLabel: "Received")
      },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back an action for which `isMatching` returns `true`.
  ///
  /// ```swift
  /// await store.receive({ if case .response(.success) = $0 { true } else { false } }) {
  ///   $0.isLoading = false
  /// }
  /// ```
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: isMatching,
      expected: { .predicate },
      mismatch: { received in
        """
          The predicate did not match the received action:
        \(String(customDumping: received).indented(by: 4))
        """
      },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back an action of the case at `actionCase`, whatever its
  /// associated value.
  ///
  /// ```swift
  /// await store.receive(\.response.success) {
  ///   $0.isLoading = false
  /// }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      expected: { .casePath(caseDescription(Value.self)) },
      mismatch: { received in
        """
          Expected:
            \(caseDescription(Value.self))

          Received:
        \(String(customDumping: received).indented(by: 4))
        """
      },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back the case at `actionCase` with `value` as its associated value.
  ///
  /// ```swift
  /// await store.receive(\.response, 42) {
  ///   $0.value = 42
  /// }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) == value },
      expected: { .casePath(String(customDumping: casePath.embed(value))) },
      mismatch: { received in
        // As TCA: a diff of the whole actions when the case is right, the action otherwise.
        guard casePath.extract(from: received) != nil else {
          return String(customDumping: received).indented(by: 2)
        }
        // Indented by two, where other diffs are by four: TCA's text for this case.
        return FailureMessage.difference(
          expected: casePath.embed(value), actual: received, indent: 2
        )
      },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The shared implementation of every `receive`: wait, pick the received action, check it and the
  /// state it produced.
  private func receiveAction(
    matching matches: (Action) -> Bool,
    expected expectation: () -> FailureMessage.Expectation,
    mismatch describeMismatch: (Action) -> String,
    timeout: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: OperatorLocation
  ) async {
    self.prepareStep()
    let timeoutWasGiven = timeout != nil
    let timeout = timeout ?? self.timeout
    let isExhaustive = self.exhaustivity == .on
    let recorder = self.recorder

    let store = self.store
    // Gives up early once nothing is left that could send the action: no tracked effect, and no
    // effect at all (a skipped one still runs, and may still send it).
    let nothingLeftToSend = { recorder.effects.isEmpty && store._runningEffectCount == 0 }
    let isReady = await waitUntil(timeout: timeout, giveUp: nothingLeftToSend) {
      isExhaustive
        ? !recorder.receivedActions.isEmpty
        : recorder.receivedActions.contains { matches($0.action) }
    }
    guard isReady else {
      if !isExhaustive, !recorder.receivedActions.isEmpty, recorder.effects.isEmpty {
        location.fail(
          FailureMessage.noMatchingAction(expectation(), received: recorder.receivedActions)
        )
      } else if recorder.effects.isEmpty {
        location.fail(FailureMessage.notReceived(expectation()))
      } else {
        location.fail(
          FailureMessage.receivedNone(
            expectation(),
            after: timeout,
            running: Array(recorder.effects.inFlight.values),
            timeoutWasGiven: timeoutWasGiven,
            isExhaustive: isExhaustive
          )
        )
      }
      return
    }

    if !isExhaustive {
      let skipped = recorder.receivedActions.prefix { !matches($0.action) }
      if let last = skipped.last {
        if self.showsSkippedAssertions {
          location.recordSkipped(FailureMessage.skippedReceivedActions(skipped.map(\.action)))
        }
        self.state = last.state
        recorder.receivedActions.removeFirst(skipped.count)
      }
    }

    let received = recorder.receivedActions.removeFirst()
    if matches(received.action) {
      self.assertStateChange(
        from: self.state, to: received.state, matches: updateStateToExpectedResult, at: location
      )
    } else {
      // The assertion closure was written for another action: checking the state against it
      // would only add noise to this failure.
      location.fail(FailureMessage.unexpectedAction(describeMismatch(received.action)))
    }
    self.state = received.state

    // Gives the effects of the received action a chance to begin.
    await Task.megaYield()
  }
}

/// Describes the action a case key path expects. Case key paths are computed key paths, whose
/// description does not name the case, so this names its associated value's type instead; the
/// failure points at the `receive` line, which shows the key path itself.
private func caseDescription<Value>(_: Value.Type) -> String {
  Value.self == Void.self
    ? "An action of the case given to \"receive\""
    : "An action of the case given to \"receive\" (associated value: \(Value.self))"
}
