import ComposableCoordinators
import TestHelpers
import Testing

private let home = Route<Screen.State>.root(.home(Home.State()), embedInNavigationView: true)
private func detail(_ title: Int, ticks: Int = 0) -> Screen.State {
  .detail(Detail.State(title: title, ticks: ticks))
}

/// Records what the coordinator sees of a screen after the screen's reducer ran.
private struct ObservingCoordinator: Reducer {
  struct State: Equatable {
    var routes: [Route<Screen.State>]
    var ticksSeenByCoordinator: Int?
  }
  @CasePathable
  enum Action: Equatable { case router(IndexedRouterActionOf<Screen>) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .router(.routeAction(id: 1, action: .detail(.tick))) = action,
        case .detail(let detail) = state.routes[1].screen
      {
        state.ticksSeenByCoordinator = detail.ticks
      }
      return .none
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

/// `forEachRoute` with a plain `Store` and a `TestClock`.
@MainActor
@Suite struct ForEachRouteTests {
  private let clock = TestClock()

  private func indexed(_ routes: [Route<Screen.State>] = [home]) -> StoreOf<IndexedCoordinator> {
    Store(initialState: IndexedCoordinator.State(routes: routes)) {
      IndexedCoordinator()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  private func identified(
    _ routes: IdentifiedArrayOf<Route<Screen.State>> = [home]
  ) -> StoreOf<IdentifiedCoordinator> {
    Store(initialState: IdentifiedCoordinator.State(routes: routes)) {
      IdentifiedCoordinator()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  // MARK: - The seed's Home/Detail flow

  @Test func seedFlowIndexed() {
    let store = indexed()
    // Tapping an item pushes Detail.
    store.send(.router(.routeAction(id: 0, action: .home(.itemTapped(3)))))
    #expect(store.state.routes == [home, .push(detail(3))])
    // Detail's back button pops.
    store.send(.router(.routeAction(id: 1, action: .detail(.backButtonTapped))))
    #expect(store.state.routes == [home])
  }

  @Test func seedFlowWithASheetIndexed() {
    let store = indexed()
    var state = store.state
    state.presentsDetailAsSheet = true
    let sheetStore = Store(initialState: state) { IndexedCoordinator() }
    sheetStore.send(.router(.routeAction(id: 0, action: .home(.itemTapped(5)))))
    #expect(sheetStore.state.routes == [home, .sheet(detail(5))])
    sheetStore.send(.router(.routeAction(id: 1, action: .detail(.backButtonTapped))))
    #expect(sheetStore.state.routes == [home])
  }

  @Test func goingBackToTheRootFromThreeLevelsDeepIndexed() {
    let store = indexed()
    store.send(.router(.routeAction(id: 0, action: .home(.itemTapped(1)))))
    store.send(.router(.routeAction(id: 0, action: .home(.itemTapped(2)))))
    store.send(.router(.routeAction(id: 0, action: .home(.itemTapped(3)))))
    #expect(store.state.routes == [home, .push(detail(1)), .push(detail(2)), .push(detail(3))])
    store.send(.router(.routeAction(id: 3, action: .detail(.goBackToRootTapped))))
    #expect(store.state.routes == [home])
  }

  @Test func seedFlowIdentified() {
    let store = identified()
    store.send(.router(.routeAction(id: "home", action: .home(.itemTapped(3)))))
    #expect(Array(store.state.routes) == [home, .push(detail(3))])
    store.send(.router(.routeAction(id: "detail-3", action: .detail(.backButtonTapped))))
    #expect(Array(store.state.routes) == [home])

    for number in 1...3 {
      store.send(.router(.routeAction(id: "home", action: .home(.itemTapped(number)))))
    }
    #expect(store.state.routes.ids == ["home", "detail-1", "detail-2", "detail-3"])
    store.send(.router(.routeAction(id: "detail-3", action: .detail(.goBackToRootTapped))))
    #expect(Array(store.state.routes) == [home])
  }

  @Test func theScreenReducerRunsBeforeTheCoordinator() {
    let store = Store(initialState: ObservingCoordinator.State(routes: [home, .push(detail(1))])) {
      ObservingCoordinator()
    }
    store.send(.router(.routeAction(id: 1, action: .detail(.tick))))
    #expect(store.state.ticksSeenByCoordinator == 1)
  }

  // MARK: - Cancellation

  @Test func updateRoutesCancelsTheEffectsOfRemovedScreensIndexed() async {
    let store = indexed([home, .push(detail(1)), .push(detail(2))])
    let survivor = store.send(.router(.routeAction(id: 1, action: .detail(.startTimer))))
    let removed = store.send(.router(.routeAction(id: 2, action: .detail(.startTimer))))
    // The user swiped back from detail 2.
    store.send(.router(.updateRoutes([home, .push(detail(1))])))
    // Once the removed screen's effect is gone, the one that sleeps is the survivor's.
    #expect(await finishes(removed))
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await finishes(survivor))
    #expect(removed.isCancelled)
    #expect(!survivor.isCancelled)
    #expect(store.state.routes == [home, .push(detail(1, ticks: 1))])
    #expect(store._runningEffectCount == 0)
  }

  @Test func updateRoutesCancelsTheEffectsOfRemovedScreensIdentified() async {
    let store = identified([home, .push(detail(1)), .push(detail(2))])
    let survivor = store.send(.router(.routeAction(id: "detail-1", action: .detail(.startTimer))))
    let removed = store.send(.router(.routeAction(id: "detail-2", action: .detail(.startTimer))))
    store.send(.router(.updateRoutes([home, .push(detail(1))])))
    // Once the removed screen's effect is gone, the one that sleeps is the survivor's.
    #expect(await finishes(removed))
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await finishes(survivor))
    #expect(removed.isCancelled)
    #expect(!survivor.isCancelled)
    #expect(Array(store.state.routes) == [home, .push(detail(1, ticks: 1))])
    #expect(store._runningEffectCount == 0)
  }

  @Test func screensTheCoordinatorRemovesAreCancelledToo() async {
    let store = indexed([home, .push(detail(1))])
    let timer = store.send(.router(.routeAction(id: 1, action: .detail(.startTimer))))
    store.send(.router(.routeAction(id: 1, action: .detail(.backButtonTapped))))
    await clock.advance(by: .seconds(1))
    #expect(await finishes(timer))
    #expect(timer.isCancelled)
    #expect(store.state.routes == [home])
  }

  @Test func identifiedScreensKeepTheirEffectsWhenTheyMove() async {
    let store = identified([home, .push(detail(1)), .push(detail(2))])
    let timer = store.send(.router(.routeAction(id: "detail-2", action: .detail(.startTimer))))
    // Detail 1 goes away; detail 2 moves down to index 1 and keeps running.
    store.send(.router(.updateRoutes([home, .push(detail(2))])))
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await finishes(timer))
    #expect(!timer.isCancelled)
    #expect(Array(store.state.routes) == [home, .push(detail(2, ticks: 1))])
  }

  @Test func anotherScreenAtTheSameIndexCancelsTheOldScreensEffects() async {
    // TCACoordinators keys indexed routes by index alone and lets the old effects run on
    // (their issue #21); here the replaced screen's effects stop.
    let store = indexed([home, .push(detail(1))])
    let timer = store.send(.router(.routeAction(id: 1, action: .detail(.startTimer))))
    store.send(.replaceTopDetail(title: 2))
    await clock.advance(by: .seconds(1))
    #expect(await finishes(timer))
    #expect(timer.isCancelled)
    #expect(store.state.routes == [home, .push(detail(2))])
  }

  @Test func withoutACancellationIdRemovedScreensKeepTheirEffects() async {
    let store = Store(
      initialState: NonCancellingCoordinator.State(routes: [home, .push(detail(1))])
    ) {
      NonCancellingCoordinator()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    // The effect's task reports from inside the known-issue scope only if it started there.
    await withKnownIssue {
      let timer = store.send(.router(.routeAction(id: 1, action: .detail(.startTimer))))
      store.send(.router(.updateRoutes([home])))
      await untilSleeping(on: clock)
      await clock.advance(by: .seconds(1))
      #expect(await finishes(timer))
      #expect(!timer.isCancelled)
    } matching: {
      // The surviving timer's tick is routed to a screen that is gone.
      $0.description.contains("received an action for a route that is not there")
    }
  }

  // MARK: - Misuse

  @Test func anActionForAMissingIndexIsReportedAndNotApplied() {
    let store = indexed()
    withKnownIssue {
      store.send(.router(.routeAction(id: 4, action: .detail(.tick))))
    } matching: {
      $0.description.contains("A \"forEachRoute\" at \"ComposableCoordinatorsTests/Screens.swift")
        && $0.description.contains("received an action for a route that is not there")
        && $0.description.contains("Route index:\n    4")
    }
    #expect(store.state.routes == [home])
  }

  @Test func anActionForAMissingIdIsReportedAndNotApplied() {
    let store = identified()
    withKnownIssue {
      store.send(.router(.routeAction(id: "detail-9", action: .detail(.tick))))
    } matching: {
      $0.description.contains("received an action for a route that is not there")
        && $0.description.contains("Route id:\n    detail-9")
    }
    #expect(Array(store.state.routes) == [home])
  }

  @Test func updateRoutesWithoutARootIsReportedAndNotApplied() {
    let store = indexed([home, .push(detail(1))])
    withKnownIssue {
      store.send(.router(.updateRoutes([])))
    } matching: {
      $0.description.contains("received \"updateRoutes\" with no routes")
    }
    #expect(store.state.routes == [home, .push(detail(1))])
  }

  @Test func updateRoutesWithDuplicateIdsIsReportedAndNotApplied() {
    let store = identified()
    withKnownIssue {
      store.send(.router(.updateRoutes([home, .push(detail(1)), .push(detail(1))])))
    } matching: {
      $0.description.contains("received \"updateRoutes\" with two routes of the same id")
    }
    #expect(Array(store.state.routes) == [home])
  }

  // MARK: - Deep links

  @Test func aDeepLinkSetsTheWholeRoutesArrayInOneAction() async {
    let store = indexed()
    let target: [Route<Screen.State>] = [
      home, .push(detail(1)), .push(detail(3)), .sheet(detail(5), withNavigation: true),
    ]
    store.send(.deepLink(target))
    #expect(store.state.routes == target)
    // The new screens are live at once.
    let timer = store.send(.router(.routeAction(id: 3, action: .detail(.startTimer))))
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await finishes(timer))
    #expect(store.state.routes[3] == .sheet(detail(5, ticks: 1), withNavigation: true))
    // A front end that applies one presentation change per update goes through these steps.
    #expect(
      RouteSteps.calculate(
        from: [home], to: target,
        allowMultipleDismissalsInOne: false, allowNavigationUpdatesInOne: true
      ) == [[home], [home, .push(detail(1)), .push(detail(3))], target]
    )
  }

  @Test func aDeepLinkCancelsTheScreensItReplaces() async {
    let store = identified([home, .push(detail(1))])
    let timer = store.send(.router(.routeAction(id: "detail-1", action: .detail(.startTimer))))
    store.send(.deepLink([home, .push(detail(2)), .sheet(detail(3))]))
    await clock.advance(by: .seconds(1))
    #expect(await finishes(timer))
    #expect(timer.isCancelled)
    #expect(store.state.routes.ids == ["home", "detail-2", "detail-3"])
  }
}

@Suite struct RouterActionTests {
  @Test func addressesScreensByIdForCaseKeyPaths() {
    let action = IndexedRouterActionOf<Screen>.routeAction(id: 2, action: .detail(.tick))
    #expect(action[id: 2] == .detail(.tick))
    #expect(action[id: 1] == nil)
    #expect(action.is(\.routeAction))
    #expect(IndexedRouterActionOf<Screen>.updateRoutes([home]).is(\.updateRoutes))
    let identified = IdentifiedRouterActionOf<Screen>.routeAction(
      id: "home", action: .home(.settingsTapped))
    #expect(identified[id: "home"] == .home(.settingsTapped))
  }
}
