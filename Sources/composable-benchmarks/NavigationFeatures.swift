import Composable
import ComposableCoordinators

/// A navigation stack of counters: `StackState` and `.forEach(\.path, action: \.path)`.
@Reducer
struct StackFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<Path>)
    /// The parent pushes and pops itself, as features usually do: `state.path.append(…)`.
    case appendTapped
    case removeLastTapped
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Path {
    case counter(Counter)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appendTapped:
        state.path.append(.counter(Counter.State()))
      case .removeLastTapped:
        state.path.removeLast()
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: \.path)
  }
}

/// A stack of `count` counters, with ids `#0` to `#count - 1`.
func stackState(count: Int) -> StackFeature.State {
  withDependencies {
    $0.stackElementID = .incrementing()
  } operation: {
    StackFeature.State(path: StackState((0..<count).map { .counter(Counter.State(id: $0)) }))
  }
}

/// The screens of the coordinators: a counter, addressed by index or by its id.
@Reducer(state: .equatable, action: .equatable)
enum Screen {
  case counter(Counter)
}

extension Screen.State: Identifiable {
  var id: Int {
    switch self {
    case let .counter(counter): counter.id
    }
  }
}

/// A coordinator with indexed routes: `[Route<Screen.State>]` and
/// `.forEachRoute(\.routes, action: \.router)`; its own reducer pushes and pops.
@Reducer
struct IndexedCoordinator {
  @ObservableState
  struct State: Equatable {
    var routes: [Route<Screen.State>]
  }

  enum Action: Equatable {
    case router(IndexedRouterActionOf<Screen>)
    case pushTapped(id: Int)
    case popTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .pushTapped(id):
        state.routes.push(.counter(Counter.State(id: id)))
      case .popTapped:
        state.routes.pop()
      case .router:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

/// A coordinator with identified routes: `IdentifiedArrayOf<Route<Screen.State>>`.
@Reducer
struct IdentifiedCoordinator {
  @ObservableState
  struct State: Equatable {
    var routes: IdentifiedArrayOf<Route<Screen.State>>
  }

  enum Action: Equatable {
    case router(IdentifiedRouterActionOf<Screen>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEachRoute(\.routes, action: \.router)
  }
}

/// `count` routes: a root with navigation and pushed counters, ids `0` to `count - 1`.
func routes(count: Int) -> [Route<Screen.State>] {
  [.root(.counter(Counter.State(id: 0)), withNavigation: true)]
    + (1..<count).map { .push(.counter(Counter.State(id: $0))) }
}

/// A feature that asks before deleting: `@Presents var alert: AlertState<Action.Alert>?` and
/// `.ifLet(\.$alert, action: \.alert)`.
@Reducer
struct AlertFeature {
  @ObservableState
  struct State: Equatable {
    var count = 1
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action: Equatable {
    case deleteTapped
    case alert(PresentationAction<Alert>)

    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
          }
        }
        return .none
      case .alert(.presented(.confirmDeletion)):
        state.count = 0
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
