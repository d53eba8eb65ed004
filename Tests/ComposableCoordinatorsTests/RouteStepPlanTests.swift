import ComposableCoordinators
import Testing

/// The plan behind `RouteSteps`, which front ends walk without building the steps: its size is
/// counted, not timed.
@Suite struct RouteStepPlanTests {
  private static func deepLink(pushes: Int) -> [Route<TestScreen>] {
    [R.root()] + (1...pushes).map { R.push($0) }
  }

  private static func plan(
    from start: [Route<TestScreen>], to end: [Route<TestScreen>], comparisons: inout Int
  ) -> RouteStepPlan {
    RouteStepPlan(
      from: start, to: end,
      isSameRoute: { lhs, rhs in
        comparisons += 1
        return lhs.style == rhs.style
      },
      allowMultipleDismissalsInOne: false, allowNavigationUpdatesInOne: false
    )
  }

  @Test func aDeepLinkOfTenThousandRoutesIsPlannedInLinearStepsAndBytes() {
    var comparisons = 0
    let small = Self.plan(
      from: [R.root()], to: Self.deepLink(pushes: 1_000), comparisons: &comparisons)
    let large = Self.plan(
      from: [R.root()], to: Self.deepLink(pushes: 10_000), comparisons: &comparisons)
    // The start, then one push per step.
    #expect(small.steps.count == 1_001)
    #expect(large.steps.count == 10_001)
    // A step is a count, whatever the routes hold: ten times the routes, ten times the bytes.
    let stepBytes = MemoryLayout<RouteStepPlan.Step>.stride
    #expect(stepBytes <= 16)
    #expect(large.byteCount <= MemoryLayout<RouteStepPlan>.size + 10_003 * stepBytes)
    #expect(large.byteCount <= 10 * small.byteCount)
    // Only the routes both arrays have are compared: here, none above the roots.
    #expect(comparisons == 0)
  }

  @Test func replanningTenThousandRoutesComparesEachRouteAtMostOnce() {
    var comparisons = 0
    let routes = Self.deepLink(pushes: 10_000)
    var changed = routes
    changed[9_000] = R.sheet(9_000)
    let plan = Self.plan(from: routes, to: changed, comparisons: &comparisons)
    // The roots are common whatever they are; indices 1 to 9,000 are compared.
    #expect(comparisons == 9_000)
    #expect(plan.commonCount == 9_000)
    // The start, one pop of the 1,000 pushes above the prefix, then one step per route added.
    #expect(plan.steps.count == 1 + 1 + 1_001)
    #expect(plan.steps[1] == RouteStepPlan.Step(source: .start, count: 9_000))
  }

  @Test func aStepIsReadWithoutBuildingIt() {
    let start = [R.root(withNavigation: true), R.push(2), R.sheet(3)]
    let end = [R.root(withNavigation: false), R.sheet(4)]
    var comparisons = 0
    let plan = Self.plan(from: start, to: end, comparisons: &comparisons)
    // The root keeps its style until the sheet is dismissed and the push popped.
    #expect(
      plan.steps == [
        .init(source: .start, count: 3), .init(source: .start, count: 2),
        .init(source: .target, count: 1), .init(source: .target, count: 2),
      ])
    #expect(
      plan.route(at: 0, of: plan.steps[0], start: start, target: end)
        == .root(.home, withNavigation: true))
    #expect(plan.route(at: 2, of: plan.steps[0], start: start, target: end) == R.sheet(3))
    #expect(plan.routes(of: plan.steps[2], start: start, target: end) == [end[0]])
    #expect(plan.routes(of: plan.steps[3], start: start, target: end) == end)
  }
}
