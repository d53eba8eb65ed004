import ComposableTesting
import Testing

/// `ifLet(\.alert, action: \.alert) {}` — an optional alert with an (empty) child reducer — clears
/// the alert after one of its actions, as `ifLet(\.alert, action: \.alert)` does.
@MainActor
@Suite struct EphemeralIfLetChildReducerTests {
  @Reducer
  struct Feature {
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var confirmed = 0
    }

    enum Action: Equatable {
      case alert(Alert)
      case show

      enum Alert: Equatable { case again, confirm }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert(.confirm):
          state.confirmed += 1
        case .alert(.again), .show:
          state.alert = AlertState { TextState("Sure?") }
        }
        return .none
      }
      .ifLet(\.alert, action: \.alert) {}
    }
  }

  @Test func theAlertIsClearedAfterItsAction() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.show) { $0.alert = AlertState { TextState("Sure?") } }
    await store.send(.alert(.confirm)) {
      $0.alert = nil
      $0.confirmed = 1
    }
  }

  @Test func anAlertShownAgainByTheParentStays() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.show) { $0.alert = AlertState { TextState("Sure?") } }
    await store.send(.alert(.again))
    #expect(store.state.alert != nil)
  }
}
