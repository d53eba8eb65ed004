import Composable
import Foundation

extension Effect {
  /// Makes any change to indexed routes as a series of updates that a SwiftUI front end of old
  /// could apply one after another: TCACoordinators' `routeWithDelaysIfUnsupported`.
  ///
  /// `transform` edits a copy of `routes`; the effect then sends `updateRoutes` through `action`
  /// for each step of ``RouteSteps`` from `routes` to the result. The first two steps go at once,
  /// each later one after waiting 650 milliseconds on `scheduler` (a test scheduler in tests).
  ///
  /// ```swift
  /// case .goBackToRootTapped:
  ///   return .routeWithDelaysIfUnsupported(state.routes, action: \.router) {
  ///     $0.goBackToRoot()
  ///   }
  /// ```
  ///
  /// Kept so that TCACoordinators code compiles: the route operations make any change in one
  /// update, so assigning the routes directly is enough.
  @available(
    *, deprecated,
    message: "No longer necessary, desired state changes can be made directly in one update"
  )
  public static func routeWithDelaysIfUnsupported<ScreenState, ScreenAction>(
    _ routes: [Route<ScreenState>],
    action: CaseKeyPath<Action, IndexedRouterAction<ScreenState, ScreenAction>>,
    scheduler: AnySchedulerOf<DispatchQueue> = .main,
    _ transform: (inout [Route<ScreenState>]) -> Void
  ) -> Self {
    var target = routes
    transform(&target)
    return .sendingRouteSteps(
      RouteSteps.calculate(from: routes, to: target),
      through: action.appending(path: \.updateRoutes), scheduler: scheduler
    )
  }

  /// Makes any change to identified routes as a series of updates that a SwiftUI front end of
  /// old could apply one after another: TCACoordinators' `routeWithDelaysIfUnsupported`.
  ///
  /// As the indexed form; the steps are those of ``RouteSteps`` for identified routes, sent as
  /// arrays through `updateRoutes`.
  @available(
    *, deprecated,
    message: "No longer necessary, desired state changes can be made directly in one update"
  )
  public static func routeWithDelaysIfUnsupported<ScreenState: Identifiable, ScreenAction>(
    _ routes: IdentifiedArrayOf<Route<ScreenState>>,
    action: CaseKeyPath<Action, IdentifiedRouterAction<ScreenState, ScreenAction>>,
    scheduler: AnySchedulerOf<DispatchQueue> = .main,
    _ transform: (inout IdentifiedArrayOf<Route<ScreenState>>) -> Void
  ) -> Self {
    var target = routes
    transform(&target)
    return .sendingRouteSteps(
      RouteSteps.calculate(from: routes, to: target).map(\.elements),
      through: action.appending(path: \.updateRoutes), scheduler: scheduler
    )
  }

  /// Sends each step through `updateRoutes`: the first two at once (the first swaps screens in
  /// place, the second makes the first structural change), then one every 650 milliseconds.
  private static func sendingRouteSteps<ScreenState>(
    _ steps: [[Route<ScreenState>]],
    through updateRoutes: CaseKeyPath<Action, [Route<ScreenState>]>,
    scheduler: AnySchedulerOf<DispatchQueue>
  ) -> Self {
    // The steps and the case key path are only read, and the actions they make are sent to the
    // store on the main actor, as any action an effect sends.
    let payload = UncheckedSendable((steps: steps, updateRoutes: updateRoutes))
    return .run { send in
      for index in payload.value.steps.indices {
        if index >= 2 {
          try await scheduler.sleep(for: .milliseconds(650))
        }
        await MainActor.run { send(payload.value.updateRoutes(payload.value.steps[index])) }
      }
    }
  }
}
