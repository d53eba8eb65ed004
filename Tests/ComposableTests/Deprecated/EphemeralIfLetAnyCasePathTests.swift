import ComposableTesting
import Testing

/// `ifLet` on an alert reached through a case path (`/Action.alert`), with and without an empty
/// child reducer, on a plain optional and on `@Presents` state: the alert is cleared after one of
/// its actions, as with case key paths.
@MainActor
@Suite struct EphemeralIfLetAnyCasePathTests {
  struct State: Equatable {
    var alert: AlertState<AlertAction>?
    @PresentationState var presented: AlertState<AlertAction>?
    var confirmed = 0
  }

  enum AlertAction: Equatable { case confirm }

  enum Action: Equatable {
    case alert(AlertAction)
    case presented(PresentationAction<AlertAction>)
    case show
  }

  static let shown = AlertState<AlertAction> { TextState("Sure?") }

  /// The parent reducer: shows both alerts and counts confirmations.
  static var parent: Reduce<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.confirm), .presented(.presented(.confirm)):
        state.confirmed += 1
      case .presented:
        break
      case .show:
        state.alert = Self.shown
        state.presented = Self.shown
      }
      return .none
    }
  }

  @available(*, deprecated)
  @Test func aPlainOptionalAlertIsClearedAfterItsAction() async {
    let store = TestStore(initialState: State()) {
      Self.parent.ifLet(\.alert, action: /Action.alert)
    }
    await store.send(.show) {
      $0.alert = Self.shown
      $0.presented = Self.shown
    }
    await store.send(.alert(.confirm)) {
      $0.alert = nil
      $0.confirmed = 1
    }
  }

  @available(*, deprecated)
  @Test func aPlainOptionalAlertWithAnEmptyChildReducerIsClearedAfterItsAction() async {
    let store = TestStore(initialState: State()) {
      Self.parent.ifLet(\.alert, action: /Action.alert) {}
    }
    await store.send(.show) {
      $0.alert = Self.shown
      $0.presented = Self.shown
    }
    await store.send(.alert(.confirm)) {
      $0.alert = nil
      $0.confirmed = 1
    }
  }

  @available(*, deprecated)
  @Test func aPresentedAlertIsClearedAfterItsAction() async {
    let store = TestStore(initialState: State()) {
      Self.parent.ifLet(\.$presented, action: /Action.presented)
    }
    await store.send(.show) {
      $0.alert = Self.shown
      $0.presented = Self.shown
    }
    await store.send(.presented(.presented(.confirm))) {
      $0.presented = nil
      $0.confirmed = 1
    }
  }
}
