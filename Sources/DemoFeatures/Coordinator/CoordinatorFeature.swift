/// The screens of the coordinator flow.
@Reducer(state: .equatable, .codable, action: .codable)
public enum Screen {
  /// The list of numbers.
  case home(HomeFeature)
  /// A number's detail.
  case detail(DetailFeature)
}

/// The coordinator of seed 001 in today's spelling: the whole flow is one array of routes, the
/// screens' actions arrive addressed to their route, and the coordinator answers by changing the
/// array. "Go back to root" asks for confirmation first when it would close more than
/// ``confirmationThreshold`` screens.
@Reducer
public struct CoordinatorFeature {
  /// The flow's routes: Home at the root, in a navigation stack.
  @ObservableState
  public struct State: Equatable {
    /// Every screen of the flow and how it is shown; element 0 is Home.
    public var routes: [Route<Screen.State>]
    /// The confirmation asked before going back to the root, while it shows.
    @Presents public var alert: AlertState<Action.Alert>?

    /// A flow with the given routes; Home alone by default.
    public init(
      routes: [Route<Screen.State>] = [
        .root(.home(HomeFeature.State()), embedInNavigationView: true)
      ]
    ) {
      self.routes = routes
    }
  }

  /// Screen actions addressed by route index, route updates from the front end, and the
  /// confirmation's buttons.
  public enum Action: Codable {
    /// A button of the "Go back to root" confirmation, or its dismissal.
    case alert(PresentationAction<Alert>)
    /// A screen's action by route index, or `updateRoutes` from the router view.
    case router(IndexedRouterActionOf<Screen>)

    /// The buttons of the confirmation (Cancel sends nothing).
    @CasePathable
    public enum Alert: Equatable, Sendable, Codable {
      /// Close every screen above Home.
      case confirmGoBackToRoot
    }
  }

  /// Going back to the root closes every screen above Home; more than this many closes only
  /// after the user confirms.
  public static let confirmationThreshold = 2

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
          case let .detail(detail) = state.routes[index].screen, let next = detail.next
        else { return .none }
        state.routes.push(.detail(DetailFeature.State(title: next)))
        return .none

      case let .router(.routeAction(index, action: .detail(.nextSheetTapped))):
        guard state.routes.indices.contains(index),
          case let .detail(detail) = state.routes[index].screen, let next = detail.next
        else { return .none }
        state.routes.presentSheet(.detail(DetailFeature.State(title: next)), withNavigation: true)
        return .none

      case .router(.routeAction(_, action: .detail(.goBackToRootButtonTapped))):
        let closing = state.routes.count - 1
        guard closing > Self.confirmationThreshold else {
          state.routes.goBackToRoot()
          return .none
        }
        state.alert = .goBackToRoot(closing: closing)
        return .none

      case .alert(.presented(.confirmGoBackToRoot)):
        state.routes.goBackToRoot()
        return .none

      case .router, .alert:
        return .none
      }
    }
    .forEachRoute(\.routes, action: \.router)
    .ifLet(\.$alert, action: \.alert)
  }
}

/// The coordinator's screens in a router: breadcrumb, pushes, sheets framed over their parent.
public struct CoordinatorView: View {
  let store: StoreOf<CoordinatorFeature>

  /// A view of the coordinator's store.
  public init(store: StoreOf<CoordinatorFeature>) {
    self.store = store
  }

  /// The router, with a view per screen case, and the confirmation over it.
  public var body: some View {
    RouterView(store.scope(state: \.routes, action: \.router)) { screen in
      switch screen.case {
      case let .home(store): HomeView(store: store)
      case let .detail(store): DetailView(store: store)
      }
    }
    .alert(store.scope(state: \.alert, action: \.alert))
  }
}

extension AlertState where Action == CoordinatorFeature.Action.Alert {
  /// The confirmation "Go back to root" asks for when it would close `closing` screens.
  public static func goBackToRoot(closing: Int) -> Self {
    AlertState {
      TextState("Go back to root?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmGoBackToRoot) {
        TextState("Close \(closing) screens")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This closes \(closing) screens and goes back to the list.")
    }
  }
}
