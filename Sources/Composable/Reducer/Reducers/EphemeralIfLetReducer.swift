extension Reducer {
  /// Shows an alert or a confirmation dialog held in a plain optional: `ifLet` without a child
  /// reducer. Prefer `@Presents` and `ifLet(_:action:)` on its projection, which also handles
  /// `.dismiss`.
  ///
  /// ```swift
  /// var alert: AlertState<Action.Alert>?
  ///
  /// Reduce { state, action in … }
  ///   .ifLet(\.alert, action: \.alert)
  /// ```
  ///
  /// After this reducer has handled one of the alert's actions, the alert is `nil`, unless
  /// this reducer presented another one in its place. An alert action that arrives while no
  /// alert is shown is reported and ignored.
  @inlinable
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _EphemeralIfLetReducer<
    _IfLetReducer<
      Self, EmptyReducer<WrappedState, WrappedAction>, _KeyPathAccess<State, WrappedState>
    >
  > {
    _EphemeralIfLetReducer(
      base: self.ifLet(
        toWrappedState, action: toWrappedAction, then: { EmptyReducer() },
        fileID: fileID, filePath: filePath, line: line, column: column
      ),
      toWrappedState: toWrappedState,
      toWrappedAction: CasePathCache.casePath(toWrappedAction)
    )
  }
}

extension Reducer {
  /// `ifLet(_:action:then:)` on an optional alert or confirmation dialog, with a child reducer
  /// (usually an empty `{}`): the alert is cleared after one of its actions, as with
  /// `ifLet(_:action:)`.
  ///
  /// ```swift
  /// .ifLet(\.alert, action: \.alert) {}
  /// ```
  @inlinable
  public func ifLet<
    WrappedState: _EphemeralState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>
  >(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _EphemeralIfLetReducer<_IfLetReducer<Self, Wrapped, _KeyPathAccess<State, WrappedState>>> {
    self._ephemeralIfLet(
      toWrappedState, action: CasePathCache.casePath(toWrappedAction), child: wrapped(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// What the `ifLet` operators on an optional alert or dialog build, whichever path reaches its
  /// actions: `ifLet` of the child, then clearing the alert once one of its actions is handled.
  @inlinable
  func _ephemeralIfLet<WrappedState: _EphemeralState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    child: Wrapped,
    location: OperatorLocation
  ) -> _EphemeralIfLetReducer<_IfLetReducer<Self, Wrapped, _KeyPathAccess<State, WrappedState>>>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    _EphemeralIfLetReducer(
      base: _IfLetReducer(
        parent: self,
        child: child,
        toChildState: _KeyPathAccess(toWrappedState),
        toChildAction: toWrappedAction,
        location: location
      ),
      toWrappedState: toWrappedState,
      toWrappedAction: toWrappedAction
    )
  }
}

/// The reducer made by `ifLet(_:action:)` for optional alerts and dialogs: runs `ifLet` and then
/// clears the state its actions answered.
public struct _EphemeralIfLetReducer<Base: Reducer>: Reducer {
  let base: Base
  let isAnswer: (Base.Action) -> Bool
  let presented: (Base.State) -> ChildIdentity?
  let dismiss: (inout Base.State) -> Void

  @usableFromInline
  init<Wrapped, WrappedAction>(
    base: Base,
    toWrappedState: WritableKeyPath<Base.State, Wrapped?>,
    toWrappedAction: AnyCasePath<Base.Action, WrappedAction>
  ) {
    self.base = base
    self.isAnswer = { toWrappedAction.extract(from: $0) != nil }
    self.presented = { $0[keyPath: toWrappedState].map(ChildIdentity.init(of:)) }
    self.dismiss = { $0[keyPath: toWrappedState] = nil }
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard self.isAnswer(action), let answered = self.presented(state) else {
      return self.base.reduce(into: &state, action: action)
    }
    let effects = self.base.reduce(into: &state, action: action)
    if self.presented(state) == answered {
      self.dismiss(&state)
    }
    return effects
  }
}
