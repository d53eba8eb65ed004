import ComposableCoordinators
import ComposableTesting
import Testing

// The seed's coordinator exactly as a TCACoordinators user writes it today: `@Reducer` features,
// a `@Reducer enum` of screens, and `forEachRoute` without a screen reducer closure.

@Reducer
struct SeedHome {
  @ObservableState
  struct State: Equatable {
    var numbers = Array(1...10)
  }

  enum Action: Equatable {
    case itemTapped(Int)
    case itemSheetTapped(Int)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct SeedDetail {
  @ObservableState
  struct State: Equatable {
    var title: Int
    var refreshed = false
  }

  enum Action: Equatable {
    case backButtonTapped
    case refresh
    case refreshed
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .backButtonTapped:
        return .none
      case .refresh:
        return .run { send in
          try await self.clock.sleep(for: .seconds(2))
          await send(.refreshed)
        }
      case .refreshed:
        state.refreshed = true
        return .none
      }
    }
  }
}

@Reducer(state: .equatable)
enum SeedScreen {
  case home(SeedHome)
  case detail(SeedDetail)
}

@Reducer
struct SeedCoordinator {
  @ObservableState
  struct State: Equatable {
    var routes: [Route<SeedScreen.State>] = [
      .root(.home(SeedHome.State()), embedInNavigationView: true)
    ]
  }

  enum Action {
    case router(IndexedRouterActionOf<SeedScreen>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .router(.routeAction(_, action: .home(.itemTapped(number)))):
        state.routes.push(.detail(SeedDetail.State(title: number)))
      case let .router(.routeAction(_, action: .home(.itemSheetTapped(number)))):
        state.routes.presentSheet(.detail(SeedDetail.State(title: number)))
      case .router(.routeAction(_, action: .detail(.backButtonTapped))):
        state.routes.goBack()
      case .router:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

@MainActor
@Suite struct MacroCoordinatorTests {
  @Test func pushThenPop() async {
    let store = TestStore(initialState: SeedCoordinator.State()) {
      SeedCoordinator()
    }
    await store.send(\.router[id: 0].home.itemTapped, 3) {
      $0.routes.push(.detail(SeedDetail.State(title: 3)))
    }
    await store.send(\.router[id: 1].detail.backButtonTapped) {
      $0.routes.pop()
    }
  }

  @Test func presentSheetThenDismiss() async {
    let store = TestStore(initialState: SeedCoordinator.State()) {
      SeedCoordinator()
    }
    await store.send(.router(.routeAction(id: 0, action: .home(.itemSheetTapped(4))))) {
      $0.routes.presentSheet(.detail(SeedDetail.State(title: 4)))
    }
    await store.send(.router(.routeAction(id: 1, action: .detail(.backButtonTapped)))) {
      $0.routes.dismiss()
    }
  }

  @Test func swipingBackCancelsTheDetailsRefresh() async {
    let clock = TestClock()
    let store = TestStore(initialState: SeedCoordinator.State()) {
      SeedCoordinator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.router(.routeAction(id: 0, action: .home(.itemTapped(1))))) {
      $0.routes.push(.detail(SeedDetail.State(title: 1)))
    }
    await store.send(.router(.routeAction(id: 1, action: .detail(.refresh))))
    await store.send(.router(.updateRoutes(Array(store.state.routes.prefix(1))))) {
      $0.routes.goBackToRoot()
    }
    await clock.advance(by: .seconds(2))
  }
}
