import ComposableCoordinators
import ComposableTesting
import Foundation
import Testing

private let home = Route<Screen.State>.root(.home(Home.State()), withNavigation: true)
private func sheet(_ title: Int) -> Route<Screen.State> {
  .sheet(.detail(Detail.State(title: title)))
}

/// An indexed coordinator that goes back to its root through `routeWithDelaysIfUnsupported`.
private struct DelayedIndexed: Reducer {
  let scheduler: AnySchedulerOf<DispatchQueue>
  struct State: Equatable { var routes: [Route<Screen.State>] }
  @CasePathable
  enum Action: Equatable {
    case router(IndexedRouterActionOf<Screen>)
    case goBackToRoot
  }

  @available(*, deprecated)
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .goBackToRoot = action else { return .none }
      return .routeWithDelaysIfUnsupported(state.routes, action: \.router, scheduler: scheduler) {
        $0.goBackToRoot()
      }
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

/// The same with identified routes.
private struct DelayedIdentified: Reducer {
  let scheduler: AnySchedulerOf<DispatchQueue>
  struct State: Equatable { var routes: IdentifiedArrayOf<Route<Screen.State>> }
  @CasePathable
  enum Action: Equatable {
    case router(IdentifiedRouterActionOf<Screen>)
    case goBackToRoot
  }

  @available(*, deprecated)
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .goBackToRoot = action else { return .none }
      return .routeWithDelaysIfUnsupported(state.routes, action: \.router, scheduler: scheduler) {
        $0.goBackToRoot()
      }
    }
    .forEachRoute(\.routes, action: \.router)
  }
}

/// TCACoordinators' `routeWithDelaysIfUnsupported`: each step of the change is sent as
/// `updateRoutes`, the first two at once and each later one 650 milliseconds after the last.
@MainActor
@Suite struct RouteWithDelaysIfUnsupportedTests {
  @available(*, deprecated)
  @Test func indexedStepsAreSentTwoAtOnceThenOneEvery650Milliseconds() async {
    let scheduler = DispatchQueue.test
    let start = [home, sheet(1), sheet(2)]
    let store = TestStore(initialState: DelayedIndexed.State(routes: start)) {
      DelayedIndexed(scheduler: scheduler.eraseToAnyScheduler())
    }
    let task = await store.send(.goBackToRoot)
    await store.receive(.router(.updateRoutes(start)))
    await store.receive(.router(.updateRoutes([home, sheet(1)]))) {
      $0.routes = [home, sheet(1)]
    }
    await scheduler.advance(by: .milliseconds(649))
    #expect(store.state.routes.count == 2)
    await scheduler.advance(by: .milliseconds(1))
    await store.receive(.router(.updateRoutes([home]))) {
      $0.routes = [home]
    }
    await task.finish()
  }

  @available(*, deprecated)
  @Test func identifiedStepsAreSentAsArrays() async {
    let scheduler = DispatchQueue.test
    let start: IdentifiedArrayOf<Route<Screen.State>> = [home, sheet(1), sheet(2), sheet(3)]
    let store = TestStore(initialState: DelayedIdentified.State(routes: start)) {
      DelayedIdentified(scheduler: scheduler.eraseToAnyScheduler())
    }
    let task = await store.send(.goBackToRoot)
    await store.receive(.router(.updateRoutes(start.elements)))
    await store.receive(.router(.updateRoutes([home, sheet(1), sheet(2)]))) {
      $0.routes = [home, sheet(1), sheet(2)]
    }
    await scheduler.advance(by: .milliseconds(650))
    await store.receive(.router(.updateRoutes([home, sheet(1)]))) {
      $0.routes = [home, sheet(1)]
    }
    await scheduler.advance(by: .milliseconds(650))
    await store.receive(.router(.updateRoutes([home]))) {
      $0.routes = [home]
    }
    await task.finish()
  }
}
