import ComposableCoordinators
import TestHelpers
import Testing

private let parentRoot = Route<ParentScreen.State>.root(.home(Home.State()), withNavigation: true)
private let childRoot = Route<Screen.State>.root(.home(Home.State()), withNavigation: true)

/// A child coordinator presented as a sheet by its parent coordinator.
@MainActor
@Suite struct NestedCoordinatorTests {
  private let clock = TestClock()

  private func makeStore(pushesFlow: Bool = false) -> StoreOf<ParentCoordinator> {
    Store(initialState: ParentCoordinator.State(pushesFlow: pushesFlow)) {
      ParentCoordinator()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  /// An action of the child flow's screen at `index`, routed through the parent's sheet.
  private func flow(_ index: Int, _ action: Screen.Action) -> ParentCoordinator.Action {
    .router(.routeAction(id: 1, action: .flow(.router(.routeAction(id: index, action: action)))))
  }

  @Test func actionsRouteThroughToTheChildsScreens() {
    let store = makeStore()
    store.send(.router(.routeAction(id: 0, action: .home(.settingsTapped))))
    #expect(store.state.routes == [parentRoot, .sheet(.flow(IndexedCoordinator.State()))])

    store.send(flow(0, .home(.itemTapped(4))))
    store.send(flow(1, .detail(.tick)))
    let expectedChild = IndexedCoordinator.State(
      routes: [childRoot, .push(.detail(Detail.State(title: 4, ticks: 1)))]
    )
    #expect(store.state.routes == [parentRoot, .sheet(.flow(expectedChild))])

    store.send(flow(1, .detail(.backButtonTapped)))
    #expect(store.state.routes == [parentRoot, .sheet(.flow(IndexedCoordinator.State()))])
  }

  @Test func dismissingTheChildCoordinatorCancelsEverythingInside() async {
    let store = makeStore()
    store.send(.router(.routeAction(id: 0, action: .home(.settingsTapped))))
    store.send(flow(0, .home(.itemTapped(1))))
    store.send(flow(0, .home(.itemTapped(2))))
    let first = store.send(flow(1, .detail(.startTimer)))
    let second = store.send(flow(2, .detail(.startTimer)))

    // The user pulls the sheet down.
    store.send(.router(.updateRoutes([parentRoot])))
    await clock.advance(by: .seconds(1))
    #expect(await finishes(first))
    #expect(await finishes(second))
    #expect(first.isCancelled)
    #expect(second.isCancelled)
    #expect(store.state.routes == [parentRoot])
    #expect(store._runningEffectCount == 0)
  }

  @Test func theChildsOwnRemovalsCancelOnlyItsRemovedScreens() async {
    let store = makeStore()
    store.send(.router(.routeAction(id: 0, action: .home(.settingsTapped))))
    store.send(flow(0, .home(.itemTapped(1))))
    store.send(flow(0, .home(.itemTapped(2))))
    let kept = store.send(flow(1, .detail(.startTimer)))
    let popped = store.send(flow(2, .detail(.startTimer)))
    store.send(flow(2, .detail(.backButtonTapped)))
    // Once the popped screen's effect is gone, the one that sleeps is the kept screen's.
    #expect(await finishes(popped))
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await finishes(kept))
    #expect(!kept.isCancelled)
    #expect(popped.isCancelled)
  }

  @Test func aPushedChildCoordinatorWithNavigationOfItsOwnIsReported() {
    let store = makeStore(pushesFlow: true)
    store.send(.router(.routeAction(id: 0, action: .home(.settingsTapped))))
    #expect(store.state.routes[1].isPush)
    withKnownIssue {
      store.send(flow(0, .home(.itemTapped(1))))
    } matching: {
      $0.description.contains("is the screen of a pushed route of its parent coordinator")
    }
  }
}
