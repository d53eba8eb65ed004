import ComposableCoordinators
import Testing

/// FlowStacks' scenarios, with the root (element 0) that our routes always have.
@Suite struct RouteStepsTests {
  private let root = R.root()

  private func steps(
    _ start: [Route<TestScreen>],
    _ end: [Route<TestScreen>],
    multipleDismissals: Bool = false,
    navigationUpdates: Bool = false
  ) -> [[Route<TestScreen>]] {
    RouteSteps.calculate(
      from: start, to: end,
      allowMultipleDismissalsInOne: multipleDismissals,
      allowNavigationUpdatesInOne: navigationUpdates
    )
  }

  @Test func pushingThreeScreensOneAtATime() {
    let target = [root, R.push(2), R.push(3), R.push(4)]
    #expect(
      steps([root], target) == [
        [root], [root, R.push(2)], [root, R.push(2), R.push(3)], target,
      ]
    )
  }

  @Test func pushingThreeScreensAllAtOnce() {
    let target = [root, R.push(2), R.push(3), R.push(4)]
    #expect(steps([root], target, navigationUpdates: true) == [[root], target])
  }

  @Test func poppingAllAtOnce() {
    let start = [root, R.push(2), R.push(3), R.push(4)]
    #expect(steps(start, [root]) == [start, [root]])
    #expect(
      steps(start, [root], multipleDismissals: true, navigationUpdates: true) == [start, [root]])
  }

  @Test func presentingThreeLayersOneAtATime() {
    let target = [root, R.sheet(2), R.cover(3), R.sheet(4)]
    let expected = [
      [root], [root, R.sheet(2)], [root, R.sheet(2), R.cover(3)], target,
    ]
    #expect(steps([root], target) == expected)
    // Presentations are never combined, even when pushes may be.
    #expect(steps([root], target, navigationUpdates: true) == expected)
  }

  @Test func dismissingThreeLayersOneAtATime() {
    let start = [root, R.sheet(2), R.cover(3), R.sheet(4)]
    #expect(
      steps(start, [root]) == [
        start, [root, R.sheet(2), R.cover(3)], [root, R.sheet(2)], [root],
      ]
    )
  }

  @Test func dismissingThreeLayersAllAtOnce() {
    let start = [root, R.sheet(2), R.cover(3), R.sheet(4)]
    #expect(steps(start, [root], multipleDismissals: true) == [start, [root]])
  }

  @Test func goingBackToACommonAncestorBeforePresenting() {
    let start = [root, R.push(2), R.push(3), R.push(4)]
    let newP2 = Route<TestScreen>.push(.detail(20))
    let newP3 = Route<TestScreen>.push(.detail(30))
    let target = [root, newP2, newP3, R.sheet(4), R.sheet(5)]
    #expect(
      steps(start, target) == [
        [root, newP2, newP3, R.push(4)],
        [root, newP2, newP3],
        [root, newP2, newP3, R.sheet(4)],
        target,
      ]
    )
  }

  @Test func notPoppingInsideLayersThatAreBeingDismissed() {
    let start = [
      root, R.sheet(2, withNavigation: true), R.push(3), R.sheet(4, withNavigation: true),
      R.push(5),
    ]
    let target = [root, R.push(20)]
    #expect(
      steps(start, target) == [
        start,
        [root, R.sheet(2, withNavigation: true), R.push(3)],
        [root],
        target,
      ]
    )
  }

  @Test func pushesOnAPresentedLayerAreCombinedAfterIt() {
    let target = [root, R.sheet(2, withNavigation: true), R.push(3), R.push(4)]
    #expect(
      steps([root], target, navigationUpdates: true) == [
        [root], [root, R.sheet(2, withNavigation: true)], target,
      ]
    )
  }

  @Test func aDeepLinkFromTheRoot() {
    // root → list → detail 3 → sheet.
    let target: [Route<TestScreen>] = [root, .push(.list), .push(.detail(3)), .sheet(.settings(1))]
    #expect(
      steps([root], target) == [
        [root], [root, .push(.list)], [root, .push(.list), .push(.detail(3))], target,
      ]
    )
    #expect(
      steps([root], target, navigationUpdates: true) == [
        [root], [root, .push(.list), .push(.detail(3))], target,
      ]
    )
  }

  @Test func aDeepLinkFromSomewhereElseDismissesThenPops() {
    let start: [Route<TestScreen>] = [root, .push(.detail(1)), .sheet(.settings(2))]
    let target: [Route<TestScreen>] = [root, .push(.list), .push(.detail(3))]
    #expect(
      steps(start, target) == [
        [root, .push(.list), .sheet(.settings(2))],
        [root, .push(.list)],
        target,
      ]
    )
  }

  @Test func noChangeIsOneStep() {
    let routes = [root, R.push(1), R.sheet(2)]
    #expect(steps(routes, routes) == [routes])
  }

  @Test func theFirstStepSwapsNewScreensIntoTheCommonPrefix() {
    let start = [root, R.push(1), R.sheet(2)]
    let target: [Route<TestScreen>] = [.root(.list, withNavigation: true), R.push(10), R.sheet(20)]
    #expect(steps(start, target) == [target])
  }

  @Test func theRootIsNeverDismissedEvenWhenItsStyleChanges() {
    let start = [R.root(withNavigation: true), R.push(1)]
    let target = [R.root(withNavigation: false), R.sheet(2)]
    // The root keeps its navigation stack until the push on it is gone.
    #expect(
      steps(start, target) == [
        [R.root(withNavigation: true), R.push(1)],
        [R.root(withNavigation: false)],
        target,
      ]
    )
    #expect(
      steps([R.root(withNavigation: true)], [R.root(withNavigation: false)]) == [
        [R.root(withNavigation: true)], [R.root(withNavigation: false)],
      ])
  }

  @Test func identifiedRoutesShareAPrefixOnlyWhereIdsMatch() {
    let start: IdentifiedArrayOf<Route<TestScreen>> = [root, R.push(1), R.push(2)]
    let target: IdentifiedArrayOf<Route<TestScreen>> = [root, R.push(2), R.push(1)]
    let steps = RouteSteps.calculate(
      from: start, to: target,
      allowMultipleDismissalsInOne: false, allowNavigationUpdatesInOne: false
    )
    #expect(
      steps.map(Array.init) == [
        [root, R.push(1), R.push(2)],
        [root],
        [root, R.push(2)],
        [root, R.push(2), R.push(1)],
      ]
    )
  }

  @Test func everyStepChangesAtMostOnePresentation() {
    let start = [root, R.sheet(1, withNavigation: true), R.push(2), R.cover(3)]
    let target = [
      root, R.push(4), R.sheet(5, withNavigation: true), R.push(6), R.push(7), R.cover(8),
    ]
    let steps = steps(start, target)
    #expect(steps.first == [root, R.sheet(1, withNavigation: true), R.push(2), R.cover(3)])
    #expect(steps.last == target)
    for (before, after) in zip(steps, steps.dropFirst()) {
      let presentedBefore = before.filter(\.isPresented).count
      let presentedAfter = after.filter(\.isPresented).count
      #expect(abs(presentedBefore - presentedAfter) <= 1, "\(before) → \(after)")
    }
  }
}
