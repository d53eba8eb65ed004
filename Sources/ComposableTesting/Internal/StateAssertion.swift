@_spi(Internals) import CasePaths

extension TestStore {
  /// Checks one step's state change against the test's assertion closure.
  ///
  /// Exhaustive: the closure, applied to the state before the step, must produce exactly the state
  /// after it; without a closure the state must not change; a closure that changes nothing is
  /// reported as unnecessary.
  ///
  /// Non-exhaustive: the closure, applied to the actual new state, must leave it unchanged, so
  /// only the fields the test writes are checked. What the closure did not describe is shown as a
  /// known issue when skipped assertions are shown.
  func assertStateChange(
    from before: State,
    to after: State,
    matches updateStateToExpectedResult: ((inout State) throws -> Void)?,
    stackElementIDs: StackElementIDGenerator? = nil,
    at location: OperatorLocation
  ) {
    do {
      switch self.exhaustivity {
      case .on:
        var expected = before
        try self.apply(updateStateToExpectedResult, stackElementIDs: stackElementIDs, to: &expected)
        if expected != after {
          let difference = FailureMessage.difference(expected: expected, actual: after)
          location.fail(
            updateStateToExpectedResult == nil
              ? FailureMessage.unexpectedStateChange(difference)
              : FailureMessage.stateMismatch(difference)
          )
        } else if updateStateToExpectedResult != nil, before == after {
          location.fail(FailureMessage.noStateChange)
        }

      case let .off(showSkippedAssertions):
        var expectedFromActual = after
        try self.apply(
          updateStateToExpectedResult, stackElementIDs: stackElementIDs, to: &expectedFromActual)
        if expectedFromActual != after {
          location.fail(
            FailureMessage.stateMismatch(
              FailureMessage.difference(expected: expectedFromActual, actual: after)
            )
          )
        }
        if showSkippedAssertions {
          var expectedFromBefore = before
          try self.apply(
            updateStateToExpectedResult, stackElementIDs: stackElementIDs, to: &expectedFromBefore)
          if expectedFromBefore != expectedFromActual {
            location.recordSkipped(
              FailureMessage.skippedStateChange(
                FailureMessage.difference(expected: expectedFromBefore, actual: expectedFromActual)
              )
            )
          }
        }
      }
    } catch {
      location.fail(FailureMessage.thrownByAssertion(error))
    }
  }

  /// Runs an assertion closure with the test store's dependencies, so that it computes expected
  /// values (ids, dates) the same way the reducer did, and tells `XCTModify` whether the test
  /// store is exhaustive: a non-exhaustive assertion starts from the actual new state, where a
  /// case left unchanged is no sign of a mistake.
  ///
  /// Stack element ids come from a copy of `stackElementIDs` (by default, the feature's generator
  /// as it stands now): `send` passes the generator as it stood before the action, so that
  /// `$0.path.append(…)` in the closure gets the id the reducer's `append` got, and the closure
  /// never moves the feature's own generator.
  func apply(
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    stackElementIDs: StackElementIDGenerator? = nil,
    to state: inout State
  ) throws {
    guard let updateStateToExpectedResult else { return }
    try self.applyAssertion(
      updateStateToExpectedResult, stackElementIDs: stackElementIDs, to: &state
    )
  }

  /// The non-optional form, for closures that must not escape (`assert`).
  func applyAssertion(
    _ updateStateToExpectedResult: (inout State) throws -> Void,
    stackElementIDs: StackElementIDGenerator? = nil,
    to state: inout State
  ) throws {
    var dependencies = self.recorder.dependencies
    dependencies.stackElementID =
      (stackElementIDs ?? dependencies.stackElementID).incrementingCopy()
    try XCTModifyLocals.$isExhaustive.withValue(self.exhaustivity == .on) {
      try DependencyValues.$_current.withValue(dependencies) {
        try updateStateToExpectedResult(&state)
      }
    }
  }
}
