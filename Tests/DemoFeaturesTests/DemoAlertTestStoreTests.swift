import ComposableTerminal
import ComposableTesting
import DemoFeatures
import Testing

/// The demo's confirmations, through the TestStore: what a TCA test of them asserts.
@MainActor
@Suite struct DemoAlertTestStoreTests {
  @Test func resettingSettingsCancelsAPermissionRequestInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.binding.enableNotifications, true) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.send(.resetButtonTapped) {
      $0.alert = AlertState {
        TextState("Reset settings?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("Every setting goes back to its default, and the display name is cleared.")
      }
    }
    await store.send(\.alert.presented.confirmReset) {
      $0 = SettingsFeature.State()
    }
    // The request was cancelled: nothing arrives, and the store finishes.
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func goingBackToRootConfirmsOnlyBeyondTwoScreens() async {
    let detail = { (n: Int) in Route<Screen.State>.push(.detail(DetailFeature.State(title: n))) }
    let root = Route<Screen.State>.root(.home(HomeFeature.State()), embedInNavigationView: true)
    let store = TestStore(
      initialState: CoordinatorFeature.State(routes: [root, detail(1), detail(2), detail(3)])
    ) {
      CoordinatorFeature()
    }
    await store.send(.router(.routeAction(id: 3, action: .detail(.goBackToRootButtonTapped)))) {
      $0.alert = .goBackToRoot(closing: 3)
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.send(.router(.routeAction(id: 3, action: .detail(.goBackToRootButtonTapped)))) {
      $0.alert = .goBackToRoot(closing: 3)
    }
    await store.send(.alert(.presented(.confirmGoBackToRoot))) {
      $0.alert = nil
      $0.routes = [root]
    }

    store.exhaustivity = .off
    await store.send(.router(.updateRoutes([root, detail(1), detail(2)])))
    await store.send(.router(.routeAction(id: 2, action: .detail(.goBackToRootButtonTapped)))) {
      $0.alert = nil
      $0.routes = [root]
    }
  }
}
