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
    at location: OperatorLocation
  ) {
    do {
      switch self.exhaustivity {
      case .on:
        var expected = before
        try self.apply(updateStateToExpectedResult, to: &expected)
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
        try self.apply(updateStateToExpectedResult, to: &expectedFromActual)
        if expectedFromActual != after {
          location.fail(
            FailureMessage.stateMismatch(
              FailureMessage.difference(expected: expectedFromActual, actual: after)
            )
          )
        }
        if showSkippedAssertions {
          var expectedFromBefore = before
          try self.apply(updateStateToExpectedResult, to: &expectedFromBefore)
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
  func apply(
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?, to state: inout State
  ) throws {
    guard let updateStateToExpectedResult else { return }
    try self.applyAssertion(updateStateToExpectedResult, to: &state)
  }

  /// The non-optional form, for closures that must not escape (`assert`).
  func applyAssertion(
    _ updateStateToExpectedResult: (inout State) throws -> Void, to state: inout State
  ) throws {
    try XCTModifyLocals.$isExhaustive.withValue(self.exhaustivity == .on) {
      try DependencyValues.$_current.withValue(self.recorder.dependencies) {
        try updateStateToExpectedResult(&state)
      }
    }
  }
}
