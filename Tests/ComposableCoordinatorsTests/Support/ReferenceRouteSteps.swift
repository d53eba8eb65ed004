import ComposableCoordinators

/// The steps of `RouteSteps` as first written, each a whole copy of the routes: the reference
/// that the linear plan (`RouteStepPlan`) must agree with, step for step.
enum ReferenceRouteSteps {
  static func calculate<Screen>(
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
