import Composable

/// A counter to present, for the tests of presentation's per-action work.
@Reducer
struct PresentedCounter {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}
