// Deprecated in TCA 1.4, in favour of case key paths: `.ifCaseLet(\.loggedIn, action: \.loggedIn)`.

extension Reducer {
  /// Runs `case` while this reducer's state enum is in the case `toCaseState` extracts, before
  /// this reducer, embedding the child's actions with a case path:
  /// `.ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`.
  ///
  /// Behaves as the case key path form does: leaving the case cancels the child's effects, and a
  /// child action that arrives in another case is reported and ignored.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case> {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: toCaseState,
      toChildAction: toCaseAction,
      // A case path describes only its types, which two cases can share: the place the operator
      // is applied tells the cases apart, and stays the same however often the body is built.
      caseName: "\(toCaseState) at \(fileID):\(line):\(column)",
      location: location
    )
  }
}
