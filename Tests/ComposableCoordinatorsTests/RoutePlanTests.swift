import Testing

@testable import ComposableCoordinators

/// The plans behind the operations that remove routes: worked out without changing anything,
/// the same walk for going back and popping, apart from how far down each may reach.
@Suite struct RoutePlanTests {
  /// `[root, push 2, sheet(withNavigation) 3, push 4, push 5]`: the navigation stack on top is
  /// the sheet's.
  private let routes = [
    R.root(), R.push(2), R.sheet(3, withNavigation: true), R.push(4), R.push(5),
  ]

  @Test func goingBackAndPoppingReachDownToDifferentRoutes() {
    #expect(self.routes.planGoingBack(2, reach: .anyRoute) == .keep(3))
    #expect(self.routes.planGoingBack(2, reach: .pushes) == .keep(3))
    #expect(self.routes.planGoingBack(4, reach: .anyRoute) == .keep(1))
    #expect(
      self.routes.planGoingBack(3, reach: .pushes)
        == .refuse(
          """
          only 2 pushed route(s) are on top of the current navigation stack; popping 3 would remove \
          a sheet, a cover or the root. Use "goBack" or "dismiss" to cross a presented layer.
          """))
    #expect(
      self.routes.planGoingBack(5, reach: .anyRoute)
        == .refuse(
          "going back 5 would remove the root; only 4 route(s) are above it."))
  }

  @Test func theTopmostMatchWithinReachIsKept() {
    let isPush2 = { (route: Route<TestScreen>) in route == R.push(2) }
    #expect(self.routes.planGoingBack(toTopmost: isPush2, reach: .anyRoute) == .keep(2))
    #expect(
      self.routes.planGoingBack(toTopmost: isPush2, reach: .pushes)
        == .refuse(
          """
          the matching route is below a sheet or cover, and popping cannot cross a presented layer. \
          Use "goBackTo" instead.
          """))
    #expect(self.routes.planGoingBack(to: 1, reach: .anyRoute) == .keep(2))
    #expect(self.routes.planGoingBack(to: 3, reach: .pushes) == .keep(4))
    #expect(self.routes.planPoppingToCurrentNavigationRoot == .keep(3))
  }

  @Test func dismissingCountsPresentedLayers() {
    #expect(self.routes.planDismissing(1) == .keep(2))
    #expect(self.routes.planDismissing(0) == .keep(5))
    #expect(self.routes.planDismissingAll == .keep(2))
    #expect(
      self.routes.planDismissing(2)
        == .refuse(
          "only 1 sheet(s) or cover(s) are presented above the root; cannot dismiss 2."))
  }

  @Test func noRoutesIsRefusedByEveryPlan() {
    let empty: [Route<TestScreen>] = []
    #expect(empty.planGoingBack(0, reach: .anyRoute) == .noRoutes)
    #expect(empty.planGoingBack(to: 0, reach: .pushes) == .noRoutes)
    #expect(empty.planGoingBack(toTopmost: { _ in true }, reach: .anyRoute) == .noRoutes)
    #expect(empty.planDismissing(0) == .noRoutes)
    #expect(empty.planDismissingAll == .noRoutes)
    #expect(empty.planPoppingToRoot == .noRoutes)
  }

  @Test func applyingKeepsTheRoutesPlannedOrReportsTheRefusal() {
    var routes = self.routes
    let location = OperatorLocation()
    let kept = routes.apply(.keep(2), operation: "test", location: location)
    #expect(kept)
    #expect(routes == [R.root(), R.push(2)])
    withKnownIssue {
      let applied = routes.apply(.refuse("no."), operation: "test", location: location)
      #expect(!applied)
    } matching: { issue in
      issue.description.contains(
        #""test" could not be applied to the routes, which are left unchanged: no."#)
    }
    #expect(routes == [R.root(), R.push(2)])
  }
}
