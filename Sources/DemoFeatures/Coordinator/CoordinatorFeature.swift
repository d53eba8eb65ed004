/// The screens of the coordinator flow.
@Reducer(state: .equatable)
public enum Screen {
  /// The list of numbers.
  case home(HomeFeature)
  /// A number's detail.
  case detail(DetailFeature)
}

/// The coordinator of seed 001 in today's spelling: the whole flow is one array of routes, the
/// screens' actions arrive addressed to their route, and the coordinator answers by changing the
/// array.
@Reducer
public struct CoordinatorFeature {
  /// The flow's routes: Home at the root, in a navigation stack.
  @ObservableState
  public struct State: Equatable {
    /// Every screen of the flow and how it is shown; element 0 is Home.
    public var routes: [Route<Screen.State>]

    /// A flow with the given routes; Home alone by default.
    public init(
      routes: [Route<Screen.State>] = [.root(.home(HomeFeature.State()), embedInNavigationView: true)]
    ) {
      self.routes = routes
    }
  }

  /// Screen actions addressed by route index, and route updates from the front end.
  public enum Action {
    /// A screen's action by route index, or `updateRoutes` from the router view.
    case router(IndexedRouterActionOf<Screen>)
  }

  /// The coordinator's reducer.
  public init() {}

  /// Answers the screens' requests by changing the routes, then runs each screen with `forEachRoute`.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .router(.routeAction(_, action: .home(.itemTapped(number)))):
        state.routes.push(.detail(DetailFeature.State(title: number)))
        return .none

      case let .router(.routeAction(_, action: .home(.itemSheetTapped(number)))):
        state.routes.presentSheet(.detail(DetailFeature.State(title: number)), withNavigation: true)
        return .none

      case .router(.routeAction(_, action: .detail(.backButtonTapped))):
        // A detail shown as a sheet goes back by being dismissed, a pushed one by being popped.
        state.routes.goBack()
        return .none

      case let .router(.routeAction(index, action: .detail(.nextButtonTapped))):
        guard state.routes.indices.contains(index),
          case let .detail(detail) = state.routes[index].screen
        else { return .none }
        state.routes.push(.detail(DetailFeature.State(title: detail.title + 1)))
        return .none

      case let .router(.routeAction(index, action: .detail(.nextSheetTapped))):
        guard state.routes.indices.contains(index),
          case let .detail(detail) = state.routes[index].screen
        else { return .none }
        state.routes.presentSheet(
          .detail(DetailFeature.State(title: detail.title + 1)), withNavigation: true)
        return .none

      case .router(.routeAction(_, action: .detail(.goBackToRootButtonTapped))):
        state.routes.goBackToRoot()
        return .none

      case .router:
        return .none
      }
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

/// The coordinator's screens in a router: breadcrumb, pushes, sheets framed over their parent.
public struct CoordinatorView: View {
  let store: StoreOf<CoordinatorFeature>

  /// A view of the coordinator's store.
  public init(store: StoreOf<CoordinatorFeature>) {
    self.store = store
  }

  /// The router, with a view per screen case.
  public var body: some View {
    RouterView(store.scope(state: \.routes, action: \.router)) { screen in
      switch screen.case {
      case let .home(store): HomeView(store: store)
      case let .detail(store): DetailView(store: store)
      }
    }
  }
}
