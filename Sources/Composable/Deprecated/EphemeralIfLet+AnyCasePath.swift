// Deprecated in TCA 1.4, in favour of case key paths: `.ifLet(\.alert, action: \.alert)` and
// `.ifLet(\.$alert, action: \.alert)`.

extension Reducer {
  /// Shows an optional alert or confirmation dialog whose actions are reached through a case
  /// path: `.ifLet(\.alert, action: /Action.alert)`.
  ///
  /// Behaves as the case key path form does: after this reducer has handled one of the alert's
  /// actions the alert is `nil`, unless this reducer presented another one in its place.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _EphemeralIfLetReducer<
    _IfLetReducer<
      Self, EmptyReducer<WrappedState, WrappedAction>, _KeyPathAccess<State, WrappedState>
    >
  > {
    self.ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// The case path `ifLet` on an optional alert or dialog, with a child reducer (usually an empty
  /// `{}`): `.ifLet(\.alert, action: /Action.alert) {}`. The alert is cleared after one of its
  /// actions, as without the child reducer.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifLet<
    WrappedState: _EphemeralState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>
  >(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _EphemeralIfLetReducer<_IfLetReducer<Self, Wrapped, _KeyPathAccess<State, WrappedState>>> {
    self._ephemeralIfLet(
      toWrappedState, action: toWrappedAction, child: wrapped(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an alert or a confirmation dialog whose actions are reached through a case path:
  /// `.ifLet(\.$alert, action: /Action.alert)`.
  ///
  /// Behaves as the case key path form does: `.dismiss` and the alert's button actions clear it.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<
    Self, EmptyReducer<DestinationState, DestinationAction>,
    _PresentationKeyPathAccess<State, DestinationState>
  > {
    self.ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
