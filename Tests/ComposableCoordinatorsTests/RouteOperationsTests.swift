import ComposableCoordinators
import Testing

/// Every route operation, on `[Route<Screen>]` and on `IdentifiedArrayOf<Route<Screen>>`.
@Suite struct RouteOperationsTests {
  // MARK: - Helpers

  /// Asserts that `operation` turns `start` into `expected`, returning `result`, without issues.
  private func expect(
    _ kind: RoutesKind,
    _ operation: RouteOperation,
    on start: [Route<TestScreen>],
    gives expected: [Route<TestScreen>],
    returns result: Bool? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let outcome = kind.apply(operation, to: start)
    #expect(outcome.routes == expected, "\(operation)", sourceLocation: sourceLocation)
    #expect(outcome.result == result, "\(operation)", sourceLocation: sourceLocation)
  }

  /// Asserts that `operation` is reported with a message containing `message` and changes
  /// nothing (and returns `false` when it returns anything).
  private func expectRefused(
    _ kind: RoutesKind,
    _ operation: RouteOperation,
    on start: [Route<TestScreen>],
    message: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    var outcome: (routes: [Route<TestScreen>], result: Bool?) = ([], nil)
    withKnownIssue {
      outcome = kind.apply(operation, to: start)
    } matching: {
      $0.description.contains(message)
        && $0.description.contains("could not be applied to the routes")
        // Reported at the operation's call site, not inside the library.
        && $0.sourceLocation?.fileName == "RouteOperation.swift"
    }
    #expect(outcome.routes == start, "\(operation)", sourceLocation: sourceLocation)
    #expect(outcome.result != true, "\(operation)", sourceLocation: sourceLocation)
  }

  // MARK: - canPush

  @Test(arguments: RoutesKind.allCases)
  func canPushFollowsTheNearestPresentedLayerOrTheRoot(kind: RoutesKind) {
    func canPush(_ routes: [Route<TestScreen>]) -> Bool {
      switch kind {
      case .indexed: routes.canPush
      case .identified: IdentifiedArrayOf(uniqueElements: routes).canPush
      }
    }
    #expect(canPush([R.root(withNavigation: true)]))
    #expect(!canPush([R.root(withNavigation: false)]))
    #expect(canPush([R.root(), R.push(1), R.push(2)]))
    #expect(!canPush([R.root(), R.push(1), R.sheet(2)]))
    #expect(canPush([R.root(), R.sheet(2, withNavigation: true), R.push(3)]))
    #expect(!canPush([R.root(), R.cover(2)]))
    #expect(canPush([R.root(withNavigation: false), R.cover(2, withNavigation: true)]))
    #expect(!canPush([R.root(withNavigation: true), R.sheet(2, withNavigation: true), R.cover(3)]))
    #expect(!canPush([]))
  }

  // MARK: - push, presentSheet, presentCover

  @Test(arguments: RoutesKind.allCases)
  func pushAppendsAPushedRoute(kind: RoutesKind) {
    expect(kind, .push(.list), on: [R.root()], gives: [R.root(), .push(.list)])
    expect(
      kind, .push(.detail(3)), on: [R.root(), R.sheet(1, withNavigation: true)],
      gives: [R.root(), R.sheet(1, withNavigation: true), R.push(3)]
    )
  }

  @Test(arguments: RoutesKind.allCases)
  func pushingWhereThereIsNoNavigationStackIsRefused(kind: RoutesKind) {
    expectRefused(
      kind, .push(.list), on: [R.root(withNavigation: false)],
      message: "the top layer has no navigation stack to push onto"
    )
    expectRefused(
      kind, .push(.list), on: [R.root(), R.push(1), R.sheet(2)],
      message: "the top layer has no navigation stack to push onto"
    )
  }

  @Test func pushingAScreenWhoseIdIsAlreadyThereIsRefusedForIdentifiedRoutes() {
    expectRefused(
      .identified, .push(.detail(1)), on: [R.root(), R.push(1)],
      message: "a route with the same id is already in the routes"
    )
    // Indexed routes may show the same screen twice.
    expect(
      .indexed, .push(.detail(1)), on: [R.root(), R.push(1)],
      gives: [R.root(), R.push(1), R.push(1)])
  }

  @Test(arguments: RoutesKind.allCases)
  func presentAppendsSheetsAndCoversAnywhere(kind: RoutesKind) {
    expect(
      kind, .presentSheet(.settings(1), withNavigation: false), on: [R.root(withNavigation: false)],
      gives: [R.root(withNavigation: false), R.sheet(1)]
    )
    expect(
      kind, .presentCover(.settings(2), withNavigation: true), on: [R.root(), R.sheet(1)],
      gives: [R.root(), R.sheet(1), R.cover(2, withNavigation: true)]
    )
  }

  @Test(arguments: RoutesKind.allCases)
  func operationsOnRoutesWithoutARootAreRefused(kind: RoutesKind) {
    for operation in [
      RouteOperation.push(.list), .presentSheet(.list, withNavigation: true), .goBackToRoot,
      .dismissAll, .popToCurrentNavigationRoot,
    ] {
      expectRefused(kind, operation, on: [], message: "there are no routes")
    }
  }

  // MARK: - goBack

  @Test(arguments: RoutesKind.allCases)
  func goBackRemovesRoutesWhateverTheirStyle(kind: RoutesKind) {
    let start = [R.root(), R.push(1), R.sheet(2), R.cover(3)]
    expect(kind, .goBack(1), on: start, gives: [R.root(), R.push(1), R.sheet(2)])
    expect(kind, .goBack(3), on: start, gives: [R.root()])
    expect(kind, .goBack(0), on: start, gives: start)
  }

  @Test(arguments: RoutesKind.allCases)
  func goingBackPastTheRootIsRefused(kind: RoutesKind) {
    expectRefused(kind, .goBack(1), on: [R.root()], message: "would remove the root")
    expectRefused(
      kind, .goBack(4), on: [R.root(), R.push(1), R.push(2)], message: "would remove the root")
    expectRefused(kind, .goBack(-1), on: [R.root(), R.push(1)], message: "is negative")
  }

  @Test(arguments: RoutesKind.allCases)
  func goBackToIndex(kind: RoutesKind) {
    let start = [R.root(), R.push(1), R.sheet(2), R.push(3)]
    expect(kind, .goBackToIndex(1), on: start, gives: [R.root(), R.push(1)], returns: true)
    expect(kind, .goBackToIndex(3), on: start, gives: start, returns: true)
    expect(kind, .goBackToIndex(0), on: start, gives: [R.root()], returns: true)
    expectRefused(kind, .goBackToIndex(4), on: start, message: "there is no route at index 4")
    expectRefused(kind, .goBackToIndex(-1), on: start, message: "there is no route at index -1")
  }

  @Test(arguments: RoutesKind.allCases)
  func goBackToAScreenGoesToTheTopmostMatch(kind: RoutesKind) {
    let start = [R.root(), R.push(1), R.sheet(2, withNavigation: true), .push(.list), R.push(3)]
    expect(
      kind, .goBackToScreen(.detail(1)), on: start, gives: [R.root(), R.push(1)], returns: true)
    expect(kind, .goBackToScreen(.home), on: start, gives: [R.root()], returns: true)
    expect(kind, .goBackToID("list"), on: start, gives: Array(start.prefix(4)), returns: true)
    expect(kind, .goBackToWhere(.settings), on: start, gives: Array(start.prefix(3)), returns: true)
    // The topmost screen of the case: detail(3), not detail(1).
    expect(kind, .goBackToCase(.detail), on: start, gives: start, returns: true)
    expect(kind, .goBackToCase(.settings), on: start, gives: Array(start.prefix(3)), returns: true)
  }

  @Test(arguments: RoutesKind.allCases)
  func goingBackToAMissingScreenIsRefused(kind: RoutesKind) {
    let start = [R.root(), R.push(1)]
    expectRefused(kind, .goBackToScreen(.detail(9)), on: start, message: "no route matches")
    expectRefused(kind, .goBackToID("settings(1)"), on: start, message: "no route matches")
    expectRefused(kind, .goBackToWhere(.list), on: start, message: "no route matches")
    expectRefused(kind, .goBackToCase(.settings), on: start, message: "no route matches")
  }

  @Test(arguments: RoutesKind.allCases)
  func goBackToRootKeepsOnlyTheRoot(kind: RoutesKind) {
    expect(
      kind, .goBackToRoot, on: [R.root(), R.push(1), R.sheet(2), R.push(3)], gives: [R.root()])
    expect(kind, .goBackToRoot, on: [R.root()], gives: [R.root()])
  }

  // MARK: - pop

  @Test(arguments: RoutesKind.allCases)
  func popRemovesPushesOnly(kind: RoutesKind) {
    let start = [R.root(), R.push(1), R.sheet(2, withNavigation: true), R.push(3), R.push(4)]
    expect(kind, .pop(1), on: start, gives: Array(start.prefix(4)))
    expect(kind, .pop(2), on: start, gives: Array(start.prefix(3)))
    expect(kind, .pop(1), on: [R.root(), R.push(1)], gives: [R.root()])
  }

  @Test(arguments: RoutesKind.allCases)
  func poppingAcrossASheetCoverOrTheRootIsRefused(kind: RoutesKind) {
    let start = [R.root(), R.push(1), R.sheet(2, withNavigation: true), R.push(3)]
    expectRefused(kind, .pop(2), on: start, message: "only 1 pushed route(s) are on top")
    expectRefused(kind, .pop(1), on: [R.root(), R.cover(1)], message: "only 0 pushed route(s)")
    expectRefused(kind, .pop(1), on: [R.root()], message: "only 0 pushed route(s)")
    expectRefused(kind, .pop(-2), on: start, message: "is negative")
  }

  @Test(arguments: RoutesKind.allCases)
  func popToIndexStaysWithinTheCurrentNavigationStack(kind: RoutesKind) {
    let start = [R.root(), R.push(1), R.sheet(2, withNavigation: true), R.push(3), R.push(4)]
    expect(kind, .popToIndex(3), on: start, gives: Array(start.prefix(4)), returns: true)
    expect(kind, .popToIndex(2), on: start, gives: Array(start.prefix(3)), returns: true)
    expect(kind, .popToIndex(4), on: start, gives: start, returns: true)
    expectRefused(kind, .popToIndex(1), on: start, message: "is below a sheet or cover")
    expectRefused(kind, .popToIndex(7), on: start, message: "there is no route at index 7")
  }

  @Test(arguments: RoutesKind.allCases)
  func popToAScreenSearchesTheCurrentNavigationStack(kind: RoutesKind) {
    let start = [R.root(), R.push(1), R.sheet(2, withNavigation: true), .push(.list), R.push(3)]
    expect(kind, .popToScreen(.list), on: start, gives: Array(start.prefix(4)), returns: true)
    expect(kind, .popToID("settings(2)"), on: start, gives: Array(start.prefix(3)), returns: true)
    expect(kind, .popToWhere(.list), on: start, gives: Array(start.prefix(4)), returns: true)
    expect(kind, .popToCase(.settings), on: start, gives: Array(start.prefix(3)), returns: true)
    expect(kind, .popToCase(.detail), on: start, gives: start, returns: true)
  }

  @Test(arguments: RoutesKind.allCases)
  func poppingToAScreenBelowASheetIsRefused(kind: RoutesKind) {
    let start = [R.root(), R.push(1), R.sheet(2, withNavigation: true), R.push(3)]
    expectRefused(
      kind, .popToScreen(.detail(1)), on: start,
      message: "the matching route is below a sheet or cover")
    expectRefused(
      kind, .popToCase(.home), on: start, message: "the matching route is below a sheet or cover")
    expectRefused(
      kind, .popToID("home"), on: start, message: "the matching route is below a sheet or cover")
    expectRefused(
      kind, .popToWhere(.list), on: start,
      message: "no route of the current navigation stack matches")
  }

  @Test(arguments: RoutesKind.allCases)
  func popToRoot(kind: RoutesKind) {
    expect(kind, .popToRoot, on: [R.root(), R.push(1), R.push(2)], gives: [R.root()])
    expect(kind, .popToRoot, on: [R.root()], gives: [R.root()])
    expectRefused(
      kind, .popToRoot, on: [R.root(), R.push(1), R.sheet(2)],
      message: "a sheet or cover is above the root"
    )
  }

  @Test(arguments: RoutesKind.allCases)
  func popToCurrentNavigationRoot(kind: RoutesKind) {
    // FlowStacks' example: [R(nav), s1(nav), p2, p3, p4] → [R, s1].
    expect(
      kind, .popToCurrentNavigationRoot,
      on: [R.root(), R.sheet(1, withNavigation: true), R.push(2), R.push(3), R.push(4)],
      gives: [R.root(), R.sheet(1, withNavigation: true)]
    )
    expect(
      kind, .popToCurrentNavigationRoot, on: [R.root(), R.push(1), R.push(2)], gives: [R.root()])
    expect(
      kind, .popToCurrentNavigationRoot, on: [R.root(), R.push(1), R.cover(2)],
      gives: [R.root(), R.push(1), R.cover(2)])
  }

  // MARK: - dismiss

  @Test(arguments: RoutesKind.allCases)
  func dismissRemovesDownToAndIncludingTheCountthTopmostPresentedLayer(kind: RoutesKind) {
    let start = [
      R.root(), R.push(1), R.sheet(2, withNavigation: true), R.push(3),
      R.cover(4, withNavigation: true), R.push(5),
    ]
    expect(kind, .dismiss(count: 1), on: start, gives: Array(start.prefix(4)))
    expect(kind, .dismiss(count: 2), on: start, gives: [R.root(), R.push(1)])
    expect(kind, .dismiss(count: 0), on: start, gives: start)
  }

  @Test(arguments: RoutesKind.allCases)
  func dismissingMoreLayersThanArePresentedIsRefused(kind: RoutesKind) {
    expectRefused(
      kind, .dismiss(count: 1), on: [R.root(), R.push(1)], message: "only 0 sheet(s) or cover(s)")
    expectRefused(
      kind, .dismiss(count: 3), on: [R.root(), R.sheet(1), R.cover(2)],
      message: "only 2 sheet(s) or cover(s)")
    expectRefused(kind, .dismiss(count: -1), on: [R.root(), R.sheet(1)], message: "is negative")
  }

  @Test(arguments: RoutesKind.allCases)
  func dismissAllKeepsTheRootsOwnPushes(kind: RoutesKind) {
    // FlowStacks' examples: [R, p2, s3, s4, s5, s6, p4] → [R, p2]; [R, p2, p3] unchanged.
    expect(
      kind, .dismissAll,
      on: [R.root(), R.push(2), R.sheet(3), R.sheet(4), R.sheet(5), R.sheet(6), R.push(4)],
      gives: [R.root(), R.push(2)]
    )
    expect(
      kind, .dismissAll, on: [R.root(), R.push(2), R.push(3)],
      gives: [R.root(), R.push(2), R.push(3)])
  }
}
