extension Reducer {
  /// Runs a `@Reducer enum` screen reducer for each of a coordinator's indexed routes
  /// (`[Route<Screen.State>]`, actions addressed by index).
  ///
  /// ```swift
  /// @Reducer
  /// struct Coordinator {
  ///   @ObservableState
  ///   struct State {
  ///     var routes: [Route<Screen.State>] = [.root(.home(Home.State()), withNavigation: true)]
  ///   }
  ///   enum Action {
  ///     case router(IndexedRouterActionOf<Screen>)
  ///   }
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       switch action {
  ///       case .router(.routeAction(_, action: .home(.itemTapped(let number)))):
  ///         state.routes.push(.detail(Detail.State(number: number)))
  ///       case .router(.routeAction(_, action: .detail(.backButtonTapped))):
  ///         state.routes.pop()
  ///       default:
  ///         break
  ///       }
  ///       return .none
  ///     }
  ///     .forEachRoute(\.routes, action: \.router)
  ///   }
  /// }
  /// ```
  ///
  /// For each action:
  /// 1. `.routeAction(id:action:)` runs the screen reducer on that route's screen;
  ///    `.updateRoutes(routes)` replaces the routes (a front end sends it when the user goes back
  ///    by themselves).
  /// 2. This reducer runs, and may change the routes.
  /// 3. The effects of every screen the action removed are cancelled, whoever removed it. A screen
  ///    replaced at a surviving index by another one (another case, or a newly created
  ///    `@ObservableState` value) counts as removed.
  ///
  /// An action for a route that is not there is reported with `reportIssue` and ignored. Pass
  /// `nil` as `cancellationId` to let removed screens' effects run to completion.
  ///
  /// A screen's action changes its screen in place: its cost does not grow with the number of
  /// routes. Observers of an `@ObservableState` routes property hear of it only when the screen
  /// was replaced by another one (or is not observable state); an `@ObservableState` screen
  /// changed in place tells its own observers.
  @inlinable
  public func forEachRoute<ScreenState: CaseReducerState, ScreenAction>(
    _ toRoutes: WritableKeyPath<State, [Route<ScreenState>]>,
    action toRouterAction: CaseKeyPath<Action, RouterAction<Int, ScreenState, ScreenAction>>,
    cancellationId: (any Hashable & Sendable)? = DefaultRouteCancellationID(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachRouteReducer<Self, [Route<ScreenState>], Int, ScreenState.StateReducer.Body>
  where ScreenState.StateReducer.Action == ScreenAction {
    self.forEachRoute(
      toRoutes, action: toRouterAction, cancellationId: cancellationId,
      screenReducer: { ScreenState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs `screenReducer` for each of a coordinator's indexed routes (`[Route<ScreenState>]`,
  /// actions addressed by index), for screen reducers that are not `@Reducer enum`s. Each action
  /// is handled as by the enum form: screen first, then this reducer, then cancellation of the
  /// removed screens' effects.
  ///
  /// ```swift
  /// .forEachRoute(\.routes, action: \.router) {
  ///   Screen()
  /// }
  /// ```
  @inlinable
  public func forEachRoute<
    ScreenState, ScreenAction, ScreenReducer: Reducer<ScreenState, ScreenAction>
  >(
    _ toRoutes: WritableKeyPath<State, [Route<ScreenState>]>,
    action toRouterAction: CaseKeyPath<Action, RouterAction<Int, ScreenState, ScreenAction>>,
    cancellationId: (any Hashable & Sendable)? = DefaultRouteCancellationID(),
    @ReducerBuilder<ScreenState, ScreenAction> screenReducer: () -> ScreenReducer,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachRouteReducer<Self, [Route<ScreenState>], Int, ScreenReducer> {
    _ForEachRouteReducer(
      parent: self,
      screenReducer: screenReducer(),
      toRoutes: toRoutes,
      toRouterAction: CasePathCache.casePath(toRouterAction),
      addressing: .indexed(),
      cancellationID: cancellationId,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a `@Reducer enum` screen reducer for each of a coordinator's identified routes
  /// (`IdentifiedArrayOf<Route<Screen.State>>`, actions addressed by the screen's id).
  ///
  /// Identified routes keep a screen's effects running exactly as long as a screen with its id is
  /// in the routes, wherever it moves.
  ///
  /// ```swift
  /// var routes: IdentifiedArrayOf<Route<Screen.State>>
  /// case router(IdentifiedRouterActionOf<Screen>)
  /// // …
  /// .forEachRoute(\.routes, action: \.router)
  /// ```
  @inlinable
  public func forEachRoute<ScreenState: CaseReducerState & Identifiable, ScreenAction>(
    _ toRoutes: WritableKeyPath<State, IdentifiedArrayOf<Route<ScreenState>>>,
    action toRouterAction: CaseKeyPath<
      Action, RouterAction<ScreenState.ID, ScreenState, ScreenAction>
    >,
    cancellationId: (any Hashable & Sendable)? = DefaultRouteCancellationID(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachRouteReducer<
    Self, IdentifiedArrayOf<Route<ScreenState>>, ScreenState.ID, ScreenState.StateReducer.Body
  >
  where ScreenState.StateReducer.Action == ScreenAction, ScreenState.ID: Sendable {
    self.forEachRoute(
      toRoutes, action: toRouterAction, cancellationId: cancellationId,
      screenReducer: { ScreenState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs `screenReducer` for each of a coordinator's identified routes
  /// (`IdentifiedArrayOf<Route<ScreenState>>`, actions addressed by the screen's id).
  @inlinable
  public func forEachRoute<
    ScreenState: Identifiable, ScreenAction, ScreenReducer: Reducer<ScreenState, ScreenAction>
  >(
    _ toRoutes: WritableKeyPath<State, IdentifiedArrayOf<Route<ScreenState>>>,
    action toRouterAction: CaseKeyPath<
      Action, RouterAction<ScreenState.ID, ScreenState, ScreenAction>
    >,
    cancellationId: (any Hashable & Sendable)? = DefaultRouteCancellationID(),
    @ReducerBuilder<ScreenState, ScreenAction> screenReducer: () -> ScreenReducer,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachRouteReducer<
    Self, IdentifiedArrayOf<Route<ScreenState>>, ScreenState.ID, ScreenReducer
  >
  where ScreenState.ID: Sendable {
    _ForEachRouteReducer(
      parent: self,
      screenReducer: screenReducer(),
      toRoutes: toRoutes,
      toRouterAction: CasePathCache.casePath(toRouterAction),
      addressing: .identified(),
      cancellationID: cancellationId,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
