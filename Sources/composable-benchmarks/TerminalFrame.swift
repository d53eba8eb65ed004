import Composable
import ComposableCoordinators
import ComposableTerminal

/// A counter screen in the terminal: its number as the title, and its count.
struct CounterScreenView: View {
  let store: StoreOf<Counter>

  var body: some View {
    VStack(spacing: 1) {
      Text("Counter \(store.id)")
      Text("Count: \(store.count)")
      Button("Increment") { store.send(.increment) }
    }
    .navigationTitle("\(store.id)")
  }
}

/// Frames of a headless terminal showing an indexed coordinator with `count` routes through
/// `RouterView`: each frame follows a send to the top screen, so that the router is evaluated
/// and drawn again.
@MainActor
func terminalRouterFrame(count: Int) -> (Int) -> Void {
  let store = Store(initialState: IndexedCoordinator.State(routes: routes(count: count))) {
    IndexedCoordinator()
  }
  let terminal = HeadlessTerminal(columns: 80, rows: 24, clock: ImmediateClock()) {
    RouterView(store.scope(state: \.routes, action: \.router)) { screen in
      switch screen.case {
      case let .counter(store): CounterScreenView(store: store)
      }
    }
  }
  blackHole(terminal.frame)
  return { n in
    for _ in 0..<n {
      store.send(.router(.routeAction(id: count - 1, action: .counter(.increment))))
      blackHole(terminal.frame)
    }
  }
}
