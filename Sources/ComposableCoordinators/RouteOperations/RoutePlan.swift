/// What an operation that removes routes will do, worked out without changing anything: keep
/// the first `count` routes, or refuse with the reason. `apply(_:operation:location:)` carries
/// it out, so every operation changes the routes and reports its refusals the same way.
enum RoutePlan: Equatable {
  /// Keep the first `count` routes; nothing changes when that is all of them.
  case keep(Int)
  /// Change nothing, and report `problem`.
  case refuse(String)

  /// The refusal of every operation on routes without a root.
  static let noRoutes = RoutePlan.refuse(
    "there are no routes. Element 0 of a coordinator's routes is its root, and must exist.")
}

extension RouteCollection {
  /// Carries out `plan`: removes the routes it does not keep, or reports its refusal at
  /// `location`, naming `operation`.
  ///
  /// - Returns: Whether the plan was carried out rather than refused.
  @discardableResult
  mutating func apply(_ plan: RoutePlan, operation: String, location: OperatorLocation) -> Bool {
    switch plan {
    case .keep(let count):
      if count < self.count {
        self.removeLast(self.count - count)
      }
      return true
    case .refuse(let problem):
      reportRouteIssue(problem, operation: operation, routes: self, location: location)
      return false
    }
  }
}
