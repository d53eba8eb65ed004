import ComposableCoordinators

// The seed's features, in today's spelling, written by hand (no macros).

/// The seed's home screen: a list of numbers; tapping one shows its detail.
struct Home: Reducer {
  struct State: Equatable {
    var numbers = Array(1...10)
  }

  @CasePathable
  enum Action: Equatable {
    case itemTapped(Int)
    case settingsTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// The seed's detail screen, with a delayed effect to observe cancellation.
struct Detail: Reducer {
  struct State: Equatable, Identifiable {
    var title: Int
    var ticks = 0
    var id: Int { self.title }
  }

  @CasePathable
  enum Action: Equatable {
    case backButtonTapped
    case goBackToRootTapped
    case startTimer
    case tick
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .backButtonTapped, .goBackToRootTapped:
      return .none
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// The screens of the seed's flow, as a hand-written enum reducer (what `@Reducer enum` makes).
enum Screen: CaseReducer {
  @CasePathable
  enum State: Equatable, Identifiable, CaseReducerState {
    typealias StateReducer = Screen
    case home(Home.State)
    case detail(Detail.State)

    var id: String {
      switch self {
      case .home: "home"
      case .detail(let detail): "detail-\(detail.title)"
      }
    }
  }

  @CasePathable
  enum Action: Equatable {
    case home(Home.Action)
    case detail(Detail.Action)
  }

  typealias CaseScope = Store<State, Action>

  // Named rather than `some Reducer`: see NavigationFixtures in ComposableTests.
  typealias Body = _SequenceReducer<Scope<State, Action, Home>, Scope<State, Action, Detail>>

  @ReducerBuilder<State, Action>
  static var body: Body {
    Scope(state: \.home, action: \.home) { Home() }
    Scope(state: \.detail, action: \.detail) { Detail() }
  }

  @MainActor
  static func scope(_ store: Store<State, Action>) -> Store<State, Action> { store }
}

/// The seed's coordinator with indexed routes, using the enum form of `forEachRoute`.
struct IndexedCoordinator: Reducer {
  struct State: Equatable {
    var routes: [Route<Screen.State>] = [.root(.home(Home.State()), embedInNavigationView: true)]
    var presentsDetailAsSheet = false
  }

  @CasePathable
  enum Action: Equatable {
    case router(IndexedRouterActionOf<Screen>)
    case deepLink([Route<Screen.State>])
    case replaceTopDetail(title: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .router(.routeAction(_, action: .home(.itemTapped(let number)))):
        if state.presentsDetailAsSheet {
          state.routes.presentSheet(.detail(Detail.State(title: number)))
        } else {
          state.routes.push(.detail(Detail.State(title: number)))
        }
      case .router(.routeAction(_, action: .detail(.backButtonTapped))):
        state.routes.goBack()
      case .router(.routeAction(_, action: .detail(.goBackToRootTapped))):
        state.routes.goBackToRoot()
      case .deepLink(let routes):
        state.routes = routes
      case .replaceTopDetail(let title):
        state.routes[state.routes.count - 1].screen = .detail(Detail.State(title: title))
      case .router:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

/// The same coordinator with identified routes, using the closure form of `forEachRoute`.
struct IdentifiedCoordinator: Reducer {
  struct State: Equatable {
    var routes: IdentifiedArrayOf<Route<Screen.State>> = [
      .root(.home(Home.State()), withNavigation: true)
    ]
  }

  @CasePathable
  enum Action: Equatable {
    case router(IdentifiedRouterActionOf<Screen>)
    case deepLink([Route<Screen.State>])
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .router(.routeAction(_, action: .home(.itemTapped(let number)))):
        state.routes.push(.detail(Detail.State(title: number)))
      case .router(.routeAction(_, action: .detail(.backButtonTapped))):
        state.routes.pop()
      case .router(.routeAction(_, action: .detail(.goBackToRootTapped))):
        state.routes.popToRoot()
      case .deepLink(let routes):
        state.routes = IdentifiedArray(uniqueElements: routes)
      case .router:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router) {
      Screen.body
    }
  }
}

/// An indexed coordinator whose removed screens keep their effects (`cancellationId: nil`), with
/// the closure form of `forEachRoute`.
struct NonCancellingCoordinator: Reducer {
  struct State: Equatable {
    var routes: [Route<Screen.State>] = [.root(.home(Home.State()), withNavigation: true)]
  }

  @CasePathable
  enum Action: Equatable {
    case router(IndexedRouterActionOf<Screen>)
  }

  var body: some ReducerOf<Self> {
    // The closure form, for indexed routes.
    EmptyReducer<State, Action>()
      .forEachRoute(\.routes, action: \.router, cancellationId: nil) {
        Screen.body
      }
  }
}
