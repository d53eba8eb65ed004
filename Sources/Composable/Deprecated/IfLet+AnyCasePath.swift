// Deprecated in TCA 1.4, in favour of case key paths: `.ifLet(\.child, action: \.child)`.

extension Reducer {
  /// Runs `wrapped` on optional child state while it is non-`nil`, before this reducer, embedding
  /// the child's actions with a case path: `.ifLet(\.child, action: /Action.child) { Child() }`.
  ///
  /// Behaves as the case key path form does: when the child state becomes `nil` its effects are
  /// cancelled, and a child action that arrives while it is `nil` is reported and ignored.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped, _KeyPathAccess<State, WrappedState>> {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: _KeyPathAccess(toWrappedState),
      toChildAction: toWrappedAction,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
