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
  ) -> _PresentationReducer<Self, Destination> {
    _PresentationReducer(
      parent: self,
      destination: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: CasePathCache.casePath(toPresentationAction),
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
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
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
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    self.ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer made by ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: Destination
  @usableFromInline let toPresentationState:
    WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction:
    AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let location: OperatorLocation
  /// Where an alert or a dialog may be in the destination's state.
  @usableFromInline let ephemeral: EphemeralLookup

  @usableFromInline
  init(
    parent: Parent,
    destination: Destination,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.location = location
    self.ephemeral = EphemeralLookup(Destination.State.self)
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let initialIdentity = self.identity(in: state)
    let destinationEffects: Effect<Parent.Action>
    let parentEffects: Effect<Parent.Action>

    switch self.toPresentationAction.extract(from: action) {
    case .presented(let destinationAction)?:
      let answeredEphemeral = self.answeredEphemeral(in: state, by: destinationAction)
      if let initialIdentity {
        destinationEffects = self.reduceDestination(
          into: &state, action: destinationAction, identity: initialIdentity
        )
      } else {
        self.reportMissingDestination(action: action)
        destinationEffects = .none
      }
      parentEffects = self.parent.reduce(into: &state, action: action)
      // An alert goes away once answered, unless the parent put another one in its place.
      if let answeredEphemeral, self.presentedEphemeral(in: state) == answeredEphemeral {
        state[keyPath: self.toPresentationState].wrappedValue = nil
      }

    case .dismiss?:
      destinationEffects = .none
      if initialIdentity == nil {
        self.reportMissingDestination(action: action)
      }
      parentEffects = self.parent.reduce(into: &state, action: action)
      // The parent may have replaced the child while handling the dismissal (presenting the next
      // destination); only the child that asked to be dismissed goes away.
      if let initialIdentity, self.identity(in: state) == initialIdentity {
        state[keyPath: self.toPresentationState].wrappedValue = nil
      }

    case nil:
      destinationEffects = .none
      parentEffects = self.parent.reduce(into: &state, action: action)
    }

    guard let initialIdentity, self.identity(in: state) != initialIdentity else {
      return destinationEffects.merge(with: parentEffects)
    }
    return .merge(
      destinationEffects,
      parentEffects,
      .cancelChild(at: self.path(for: initialIdentity))
    )
  }

  func identity(in state: Parent.State) -> ChildIdentity? {
    state[keyPath: self.toPresentationState].wrappedValue.map(ChildIdentity.init(of:))
  }

  /// The alert or dialog presented in `state`, if any.
  func presentedEphemeral(in state: Parent.State) -> EphemeralPresentation? {
    guard case .none = self.ephemeral else {
      return state[keyPath: self.toPresentationState].wrappedValue.flatMap {
        self.ephemeral.presented(in: $0)
      }
    }
    return nil
  }

  /// The alert or dialog presented in `state` if `action` is one of its buttons' actions.
  func answeredEphemeral(
    in state: Parent.State, by action: Destination.Action
  ) -> EphemeralPresentation? {
    guard let presented = self.presentedEphemeral(in: state), presented.isAnswered(by: action)
    else { return nil }
    return presented
  }

  func path(for identity: ChildIdentity) -> ScopePath {
    ScopePath.child(
      AnyHashableSendable(
        ChildScopeID(keyPath: self.toPresentationState, id: AnyHashableSendable(identity))
      )
    )
  }

  func reduceDestination(
    into state: inout Parent.State,
    action: Destination.Action,
    identity: ChildIdentity
  ) -> Effect<Parent.Action> {
    let path = self.path(for: identity)
    let effect = withDependencies {
      $0.dismiss = .contextual
      $0.isPresented = true
    } operation: {
      ScopePath.withCurrent(path) {
        self.destination.reduce(
          into: &state[keyPath: self.toPresentationState].wrappedValue!, action: action
        )
      }
    }
    let toPresentationAction = self.toPresentationAction
    return .childScoped(
      effect
        .map { toPresentationAction.embed(.presented($0)) }
        .bindingDismiss { send in
          { send(toPresentationAction.embed(.dismiss)) }
        },
      path: path
    )
  }

  func reportMissingDestination(action: Parent.Action) {
    self.location.report(
      """
      An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a presentation \
      action when destination state was absent.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      • A parent reducer set destination state to "nil" before this reducer ran. This reducer \
      must run before any other reducer sets destination state to "nil".

      • An in-flight effect emitted this action when destination state was "nil". While it may \
      be perfectly reasonable to ignore this action, consider canceling the associated effect \
      before destination state becomes "nil".

      • This action was sent to the store while destination state was "nil". Make sure that \
      actions for this reducer can only be sent from a view store when state is present.
      """
    )
  }
}
