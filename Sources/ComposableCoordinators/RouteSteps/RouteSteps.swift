/// Plans a change of routes as a series of smaller changes, for front ends that can make only
/// one presentation change per update.
///
/// SwiftUI, for one, cannot present or dismiss more than one sheet in one state update, nor (on
/// older systems) push more than one screen. A deep link from `[root]` to
/// `[root, list, detail, sheet]`, or going back to the root from three sheets deep, must then be
/// applied as several updates, a short delay apart. `RouteSteps` computes the intermediate
/// routes; applying them, and waiting between them, is the front end's job.
///
/// ```swift
/// let steps = RouteSteps.calculate(
///   from: currentRoutes,
///   to: targetRoutes,
///   allowMultipleDismissalsInOne: false,
///   allowNavigationUpdatesInOne: true
/// )
/// // Apply steps[0] and steps[1] at once, then each later step after a short delay.
/// ```
///
/// The plan, where the common prefix is the root followed by the longest run of routes with the
/// same style (and, for identified routes, the same id) in both:
/// 1. The first step is the start, with the target's screens swapped into the common prefix.
///    (A root whose style changes keeps its old style until the routes above it are removed.)
/// 2. Presented layers beyond the prefix are dismissed from the top, one per step (all in one
///    step with `allowMultipleDismissalsInOne`); pushes on a dismissed layer go with it.
/// 3. Remaining pushes beyond the prefix are popped in one step.
/// 4. The target's new routes are added one per step; with `allowNavigationUpdatesInOne`,
///    consecutive pushes are added in one step.
///
/// The last step is always the target. Each step returned is a whole routes array, so a deep
/// link of `n` routes gives about `n²/2` routes in all; the terminal's router walks the same plan
/// without building the steps.
public enum RouteSteps {
  /// The routes a front end must apply in turn to go from `start` to `end`.
  ///
  /// - Parameters:
  ///   - start: The routes shown now.
  ///   - end: The routes to show.
  ///   - allowMultipleDismissalsInOne: Whether the front end can dismiss several presented
  ///     layers in one update.
  ///   - allowNavigationUpdatesInOne: Whether the front end can push several screens in one
  ///     update.
  /// - Returns: The steps, starting with `start` (target screens swapped into the common prefix)
  ///   and ending with `end`.
  public static func calculate<Screen>(
    from start: [Route<Screen>],
    to end: [Route<Screen>],
    allowMultipleDismissalsInOne: Bool = false,
    allowNavigationUpdatesInOne: Bool = false
  ) -> [[Route<Screen>]] {
    self.build(
      from: start, to: end, isSameRoute: { $0.isSameIndexedRoute(as: $1) },
      allowMultipleDismissalsInOne: allowMultipleDismissalsInOne,
      allowNavigationUpdatesInOne: allowNavigationUpdatesInOne
    )
  }

  /// The routes a front end must apply in turn to go from `start` to `end`, for identified
  /// routes. A route belongs to the common prefix only if it has the same style *and* the same
  /// id in both; every step therefore has unique ids.
  public static func calculate<Screen: Identifiable>(
    from start: IdentifiedArrayOf<Route<Screen>>,
    to end: IdentifiedArrayOf<Route<Screen>>,
    allowMultipleDismissalsInOne: Bool = false,
    allowNavigationUpdatesInOne: Bool = false
  ) -> [IdentifiedArrayOf<Route<Screen>>] {
    self.build(
      from: start, to: end, isSameRoute: { $0.isSameIdentifiedRoute(as: $1) },
      allowMultipleDismissalsInOne: allowMultipleDismissalsInOne,
      allowNavigationUpdatesInOne: allowNavigationUpdatesInOne
    )
    // Steps have unique ids, except when the roots' ids differ and the target's root id is also
    // further up the start; the first route with an id then wins.
    .map { IdentifiedArrayOf($0, id: \.id, uniquingIDsWith: { first, _ in first }) }
  }

  /// Every step of the plan from `start` to `end`, built: as many routes in all as the steps
  /// have, where the plan itself is linear in the number of routes.
  private static func build<Routes: RouteCollection, Screen>(
    from start: Routes,
    to end: Routes,
    isSameRoute: (Route<Screen>, Route<Screen>) -> Bool,
    allowMultipleDismissalsInOne: Bool,
    allowNavigationUpdatesInOne: Bool
  ) -> [[Route<Screen>]] where Routes.Element == Route<Screen> {
    let plan = RouteStepPlan(
      from: start, to: end, isSameRoute: isSameRoute,
      allowMultipleDismissalsInOne: allowMultipleDismissalsInOne,
      allowNavigationUpdatesInOne: allowNavigationUpdatesInOne
    )
    return plan.steps.map { plan.routes(of: $0, start: start, target: end) }
  }
}
