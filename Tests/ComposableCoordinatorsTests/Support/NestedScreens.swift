import ComposableCoordinators

/// The screens of a parent coordinator, one of which is a whole child coordinator.
enum ParentScreen: CaseReducer {
  @CasePathable
  enum State: Equatable, CaseReducerState {
    typealias StateReducer = ParentScreen
    case home(Home.State)
    case flow(IndexedCoordinator.State)
  }

  @CasePathable
  enum Action: Equatable {
    case home(Home.Action)
    case flow(IndexedCoordinator.Action)
  }

  typealias CaseScope = Store<State, Action>

  // Named rather than `some Reducer`: see NavigationFixtures in ComposableTests.
  typealias Body = _SequenceReducer<
    Scope<State, Action, Home>, Scope<State, Action, IndexedCoordinator>
  >

  @ReducerBuilder<State, Action>
  static var body: Body {
    Scope(state: \.home, action: \.home) { Home() }
    Scope(state: \.flow, action: \.flow) { IndexedCoordinator() }
  }

  @MainActor
  static func scope(_ store: Store<State, Action>) -> Store<State, Action> { store }
}

/// A coordinator that shows the seed's whole flow as a child coordinator.
struct ParentCoordinator: Reducer {
  struct State: Equatable {
    var routes: [Route<ParentScreen.State>] = [.root(.home(Home.State()), withNavigation: true)]
    /// Pushes the child flow instead of presenting it: the wrong shape, reported.
    var pushesFlow = false
  }

  @CasePathable
  enum Action: Equatable {
    case router(IndexedRouterActionOf<ParentScreen>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .router(.routeAction(_, action: .home(.settingsTapped))):
        let flow = ParentScreen.State.flow(IndexedCoordinator.State())
        if state.pushesFlow {
          state.routes.push(flow)
        } else {
          // The child flow brings its own navigation stack (its root has `withNavigation`).
          state.routes.presentSheet(flow)
        }
      case .router:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}
