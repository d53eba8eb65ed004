extension TestStore {
  /// Asserts on the feature's current state without sending or receiving anything.
  ///
  /// Passes when applying the closure to the current state leaves it unchanged, so it checks
  /// exactly the fields the closure writes. Most useful in non-exhaustive tests:
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.refresh)
  /// await clock.advance(by: .seconds(1))
  /// store.assert {
  ///   $0.items = [.milk]
  /// }
  /// ```
  ///
  /// The current state includes the effect of actions received but not asserted yet.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.prepareStep()
    let current = self.store.state
    var expected = current
    do {
      try self.applyAssertion(updateStateToExpectedResult, to: &expected)
    } catch {
      location.fail(FailureMessage.thrownByAssertion(error))
      return
    }
    if expected != current {
      location.fail(
        FailureMessage.stateMismatch(FailureMessage.difference(expected: expected, actual: current))
      )
    }
  }
}
