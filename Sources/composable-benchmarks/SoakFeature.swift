import Composable
import ComposableCoordinators

/// The feature the soak run drives: rows that come and go, a destination presented and
/// dismissed, routes pushed and popped, and a long-running cancellable effect started and
/// cancelled.
@Reducer
struct Soak {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State> = []
    var nextRowID = 0
    @Presents var destination: Destination.State?
    var routes: [Route<Screen.State>] = [.root(.counter(Counter.State()), withNavigation: true)]
  }

  enum Action: Equatable {
    case addRow
    case removeOldestRow
    case rows(IdentifiedActionOf<Counter>)
    case present
    case destination(PresentationAction<Destination.Action>)
    case pushRoute
    case popRoute
    case router(IndexedRouterActionOf<Screen>)
    case startEffect
    case cancelEffect
    case effectFinished
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case leaf(Leaf)
  }

  private enum CancelID { case longRunning }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addRow:
        state.rows.append(Counter.State(id: state.nextRowID))
        state.nextRowID += 1
        return .none
      case .removeOldestRow:
        state.rows.removeFirst()
        return .none
      case .present:
        state.destination = .leaf(Leaf.State())
        return .none
      case .pushRoute:
        state.routes.push(.counter(Counter.State(id: state.routes.count)))
        return .none
      case .popRoute:
        state.routes.pop()
        return .none
      case .startEffect:
        return .run { send in
          try await Task.sleep(for: .seconds(3_600))
          await send(.effectFinished)
        }
        .cancellable(id: CancelID.longRunning)
      case .cancelEffect:
        return .cancel(id: CancelID.longRunning)
      case .rows, .destination, .router, .effectFinished:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Counter() }
    .ifLet(\.$destination, action: \.destination)
    .forEachRoute(\.routes, action: \.router)
  }
}
