import ComposableCoordinators
import ComposableTesting
import Testing

private let home = Route<Screen.State>.root(.home(Home.State()), embedInNavigationView: true)
private func detail(_ title: Int, ticks: Int = 0) -> Screen.State {
  .detail(Detail.State(title: title, ticks: ticks))
}

/// `forEachRoute` under an exhaustive `TestStore`: every action and state change is asserted, and
/// the store fails the test if an effect is still running or an action is left unreceived.
@MainActor
@Suite struct ForEachRouteTestStoreTests {
  @Test func seedFlow() async {
    let store = TestStore(initialState: IndexedCoordinator.State()) {
      IndexedCoordinator()
    }
    await store.send(.router(.routeAction(id: 0, action: .home(.itemTapped(3))))) {
      $0.routes.push(.detail(Detail.State(title: 3)))
    }
    await store.send(.router(.routeAction(id: 1, action: .detail(.backButtonTapped)))) {
      $0.routes.pop()
    }
  }

  @Test func aDelayedEffectIsCancelledWhenUpdateRoutesRemovesItsScreenIndexed() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: IndexedCoordinator.State(routes: [home, .push(detail(1)), .push(detail(2))])
    ) {
      IndexedCoordinator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.router(.routeAction(id: 1, action: .detail(.startTimer))))
    await store.send(.router(.routeAction(id: 2, action: .detail(.startTimer))))
    await store.send(.router(.updateRoutes([home, .push(detail(1))]))) {
      $0.routes = [home, .push(detail(1))]
    }
    await clock.advance(by: .seconds(1))
    // Only the surviving screen's timer fires; the removed one's was cancelled, or it would
    // arrive here as an action for a missing route.
    await store.receive(.router(.routeAction(id: 1, action: .detail(.tick)))) {
      $0.routes[1].screen = detail(1, ticks: 1)
    }
    await store.finish()
  }

  @Test func aDelayedEffectIsCancelledWhenUpdateRoutesRemovesItsScreenIdentified() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: IdentifiedCoordinator.State(routes: [home, .push(detail(1)), .push(detail(2))])
    ) {
      IdentifiedCoordinator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.router(.routeAction(id: "detail-1", action: .detail(.startTimer))))
    await store.send(.router(.routeAction(id: "detail-2", action: .detail(.startTimer))))
    await store.send(.router(.updateRoutes([home, .push(detail(1))]))) {
      $0.routes = [home, .push(detail(1))]
    }
    await clock.advance(by: .seconds(1))
    // Case key paths address a route by id.
    await store.receive(\.router[id: "detail-1"].detail.tick) {
      $0.routes[id: "detail-1"]?.screen = detail(1, ticks: 1)
    }
    await store.finish()
  }

  @Test func nothingIsLeftRunningAfterTheUserGoesBackToTheRoot() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: IndexedCoordinator.State(routes: [home, .push(detail(1)), .push(detail(2))])
    ) {
      IndexedCoordinator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.router(.routeAction(id: 1, action: .detail(.startTimer))))
    await store.send(.router(.routeAction(id: 2, action: .detail(.startTimer))))
    await store.send(.router(.routeAction(id: 2, action: .detail(.goBackToRootTapped)))) {
      $0.routes = [home]
    }
    await clock.advance(by: .seconds(5))
    // The exhaustive store fails here (and when it goes away) if anything is still in flight.
    await store.finish()
  }

  @Test func theExhaustiveStoreNoticesAnEffectThatWasNotCancelled() async {
    // With `cancellationId: nil` the removed screen's timer survives and delivers its action to a
    // route that is gone, which an exhaustive test store reports: this is what the tests above
    // would catch if cancellation broke.
    let clock = TestClock()
    await withKnownIssue {
      let store = TestStore(
        initialState: NonCancellingCoordinator.State(routes: [home, .push(detail(1))])
      ) {
        NonCancellingCoordinator()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.router(.routeAction(id: 1, action: .detail(.startTimer))))
      await store.send(.router(.updateRoutes([home]))) {
        $0.routes = [home]
      }
      await clock.advance(by: .seconds(1))
      await store.finish()
    } matching: {
      $0.description.contains("received an action for a route that is not there")
        || $0.description.contains("The store received 1 unexpected action")
    }
  }
}
