import ComposableTerminal
import ComposableTesting
import DemoFeatures
import Testing

/// The demo's features at the limits of `Int`: whatever the state, no arithmetic traps.
@MainActor
@Suite struct DemoEdgeTests {
  static var root: Route<Screen.State> {
    .root(.home(HomeFeature.State()), embedInNavigationView: true)
  }

  @Test func theLastNumberHasNoNextAndPushingPastItChangesNothing() async {
    #expect(DetailFeature.State(title: .max).next == nil)
    #expect(DetailFeature.State(title: .max - 1).next == .max)
    let store = TestStore(
      initialState: CoordinatorFeature.State(
        routes: [Self.root, .push(.detail(DetailFeature.State(title: .max)))])
    ) {
      CoordinatorFeature()
    }
    // Exhaustive: no state change is asserted, so any push would fail the test.
    await store.send(.router(.routeAction(id: 1, action: .detail(.nextButtonTapped))))
    await store.send(.router(.routeAction(id: 1, action: .detail(.nextSheetTapped))))
  }

  @Test func theLastNumbersScreenShowsNoPushButton() {
    let demo = DemoHarness(
      initialState: AppFeature.State(
        destination: .coordinator(
          CoordinatorFeature.State(
            routes: [Self.root, .push(.detail(DetailFeature.State(title: .max)))]))))
    #expect(demo.frame.contains("Detail \(Int.max)"))
    #expect(demo.terminal.session.focusableLabels == ["Go back to list view", "Go back to root"])
    demo.terminal.press(.character("s"))
    #expect(demo.routeSummary == ["push \(Int.max)"])
  }

  @Test func theCounterStaysAtIntsLimits() async {
    let highest = TestStore(initialState: CounterFeature.State(count: .max)) { CounterFeature() }
    await highest.send(.incrementButtonTapped)
    await highest.send(.timerTicked)
    await highest.send(.decrementButtonTapped) { $0.count = .max - 1 }

    let lowest = TestStore(initialState: CounterFeature.State(count: .min)) { CounterFeature() }
    await lowest.send(.decrementButtonTapped)
    await lowest.send(.incrementButtonTapped) { $0.count = .min + 1 }
  }
}
