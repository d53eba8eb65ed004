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
/// The last step is always the target.
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
    self.plan(
      from: start, to: end,
      isSameRoute: { $0.style == $1.style },
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
    self.plan(
      from: Array(start), to: Array(end),
      isSameRoute: { $0.style == $1.style && $0.id == $1.id },
      allowMultipleDismissalsInOne: allowMultipleDismissalsInOne,
      allowNavigationUpdatesInOne: allowNavigationUpdatesInOne
    )
    // Steps have unique ids, except when the roots' ids differ and the target's root id is also
    // further up the start; the first route with an id then wins.
    .map { IdentifiedArrayOf($0, id: \.id, uniquingIDsWith: { first, _ in first }) }
  }

  private static func plan<Screen>(
    from start: [Route<Screen>],
    to end: [Route<Screen>],
    isSameRoute: (Route<Screen>, Route<Screen>) -> Bool,
    allowMultipleDismissalsInOne: Bool,
    allowNavigationUpdatesInOne: Bool
  ) -> [[Route<Screen>]] {
    // The root is never dismissed: when both have one, it is common whatever its style, and
    // simply takes the target's screen and style in the first step.
    let commonCount =
      start.isEmpty || end.isEmpty
      ? 0
      : 1 + zip(start.dropFirst(), end.dropFirst()).prefix { isSameRoute($0, $1) }.count

    var current = Array(end.prefix(commonCount)) + start.dropFirst(commonCount)
    // The root keeps its old style until the routes above it are gone: a root that loses its
    // navigation stack must not have pushes on it in the meantime.
    let rootChangesStyle = commonCount > 0 && start[0].style != end[0].style
    if rootChangesStyle {
      current[0] = Route(screen: end[0].screen, style: start[0].style)
    }
    var steps = [current]

    // Dismiss presented layers beyond the common prefix, topmost first, with their pushes.
    let presentedBeyondPrefix = current.indices.dropFirst(commonCount).filter {
      current[$0].isPresented
    }
    if allowMultipleDismissalsInOne, let lowest = presentedBeyondPrefix.first {
      current.removeSubrange(lowest...)
      steps.append(current)
    } else {
      for index in presentedBeyondPrefix.reversed() {
        current.removeSubrange(index...)
        steps.append(current)
      }
    }

    // Pop what is left beyond the prefix: pushes only, in one step.
    if current.count > commonCount {
      current.removeSubrange(commonCount...)
      steps.append(current)
    }

    if rootChangesStyle {
      current[0] = end[0]
      if steps.count > 1 {
        steps[steps.count - 1] = current
      } else {
        steps.append(current)
      }
    }

    // Add the new routes.
    var previousWasPush = false
    for route in end.dropFirst(commonCount) {
      current.append(route)
      if allowNavigationUpdatesInOne, route.isPush, previousWasPush {
        steps[steps.count - 1] = current
      } else {
        steps.append(current)
      }
      previousWasPush = route.isPush
    }
    return steps
  }
}
