extension Reducer {
  /// Runs `destination` on the presented child while there is one, before this reducer, and
  /// handles its dismissal.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .addButtonTapped:
  ///       state.destination = .addItem(AddItem.State())
  ///       return .none
  ///     case .destination:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.$destination, action: \.destination) {
  ///     Destination()
  ///   }
  /// }
  /// ```
  ///
  /// - `.presented(action)` runs `destination`; the child's effects can close it with
  ///   `@Dependency(\.dismiss)`, and `@Dependency(\.isPresented)` is `true` for it.
  /// - `.dismiss` runs this reducer first (it still sees the child), then sets the state to `nil`.
  /// - When the child goes away or is replaced by another one (by dismissal or because this
  ///   reducer changed the state), every effect it started is cancelled.
  /// - An action for a child that is not presented is reported with `reportIssue` and ignored.
  /// - An alert or a confirmation dialog (`_EphemeralState`) presented by a `@Reducer enum`
  ///   destination is dismissed after the parent has handled one of its buttons' actions.
  @inlinable
  public func ifLet<
    DestinationState, DestinationAction,
    Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination, _PresentationKeyPathAccess<State, DestinationState>>
  {
    _PresentationReducer(
      parent: self,
      destination: destination(),
      access: _PresentationKeyPathAccess(toPresentationState),
      toPresentationAction: toPresentationAction,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs `destination` on the presented child while there is one: the variant for
  /// `@ObservableState` state, which reaches the `@Presents` property in place through the
  /// accessors the macros generate. Behaves as the general one.
  @inlinable
  public func ifLet<
    DestinationState, DestinationAction,
    Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<
    Self, Destination, _ObservablePresentationAccess<State, DestinationState>
  > where State: ObservableState {
    _PresentationReducer(
      parent: self,
      destination: destination(),
      access: _ObservablePresentationAccess(toPresentationState),
      toPresentationAction: toPresentationAction,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents a `@Reducer enum` destination: `ifLet(_:action:destination:)` with the enum's own
  /// body.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<
    Self, DestinationState.StateReducer.Body,
    _PresentationKeyPathAccess<State, DestinationState>
  >
  where DestinationState.StateReducer.Action == DestinationAction {
    self.ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Presents a `@Reducer enum` destination of `@ObservableState` state, reaching the
  /// `@Presents` property in place.
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<
    Self, DestinationState.StateReducer.Body,
    _ObservablePresentationAccess<State, DestinationState>
  >
  where DestinationState.StateReducer.Action == DestinationAction, State: ObservableState {
    self.ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension Reducer {
  /// Presents an alert or a confirmation dialog: `ifLet` without a child reducer, since their
  /// buttons only send actions for this reducer to handle.
  ///
  /// ```swift
  /// @Presents var alert: AlertState<Action.Alert>?
  ///
  /// Reduce { state, action in
  ///   switch action {
  ///   case .alert(.presented(.confirmDeletion)):
  ///     state.items.removeAll()
  ///     return .none
  ///   case .alert:
  ///     return .none
  ///   …
  ///   }
  /// }
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  ///
  /// After this reducer has handled a button's action (`.alert(.presented(.confirmDeletion))`)
  /// the alert is `nil`, in the same step, as when it is dismissed with `.alert(.dismiss)`. If
  /// this reducer presented another alert in its place, that one stays.
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
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

  /// Presents an alert or a confirmation dialog held by `@Presents` in `@ObservableState` state,
  /// reaching it in place.
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<
    Self, EmptyReducer<DestinationState, DestinationAction>,
    _ObservablePresentationAccess<State, DestinationState>
  > where State: ObservableState {
    self.ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
