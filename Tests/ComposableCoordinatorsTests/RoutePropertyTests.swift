import ComposableCoordinators
import PropertyBased
import Testing

/// Random sequences of route operations, on both kinds of routes collection.
@Suite struct RoutePropertyTests {
  /// Decodes a generated number into an operation. Screens get fresh numbers so that identified
  /// routes never refuse a push because of a duplicate id, and both kinds stay comparable.
  private static func operation(_ code: Int, fresh: inout Int) -> RouteOperation {
    let parameter = code / 20
    let screenCase = TestScreenCase.allCases[parameter % TestScreenCase.allCases.count]
    func freshScreen() -> TestScreen {
      fresh += 1
      return parameter.isMultiple(of: 2) ? .detail(fresh) : .settings(fresh)
    }
    switch code % 20 {
    case 0, 1, 2: return .push(freshScreen())
    case 3: return .presentSheet(freshScreen(), withNavigation: parameter.isMultiple(of: 2))
    case 4: return .presentCover(freshScreen(), withNavigation: parameter.isMultiple(of: 3))
    case 5: return .goBack(parameter % 4)
    case 6: return .goBackToIndex(parameter % 6)
    case 7: return .goBackToCase(screenCase)
    case 8: return .goBackToWhere(screenCase)
    case 9: return .goBackToRoot
    case 10: return .pop(parameter % 3)
    case 11: return .popToIndex(parameter % 6)
    case 12: return .popToCase(screenCase)
    case 13: return .popToID("detail(\(parameter % 8))")
    case 14: return .popToRoot
    case 15: return .popToCurrentNavigationRoot
    case 16: return .dismiss(count: parameter % 3)
    case 17: return .dismissAll
    case 18: return .goBackToID("settings(\(parameter % 8))")
    default: return .popToScreen(.detail(parameter % 8))
    }
  }

  /// No push sits directly on a layer (presented route or root) that has no navigation stack.
  private static func pushesHaveANavigationStack(_ routes: [Route<TestScreen>]) -> Bool {
    var layerHasNavigation = routes.first?.withNavigation ?? false
    for route in routes.dropFirst() {
      if route.isPush {
        guard layerHasNavigation else { return false }
      } else {
        layerHasNavigation = route.withNavigation
      }
    }
    return true
  }

  @Test func randomOperationsKeepTheRootAndNeverPushWithoutANavigationStack() async {
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0...199).array(of: 0...40), Gen.bool()
    ) { codes, rootHasNavigation in
      let root = Route<TestScreen>.root(.home, withNavigation: rootHasNavigation)
      var indexed = [root]
      var identified: IdentifiedArrayOf<Route<TestScreen>> = [root]
      var fresh = 0
      for code in codes {
        let operation = Self.operation(code, fresh: &fresh)
        let before = indexed
        let (indexedResult, indexedIssues) = collectingIssues { operation.apply(to: &indexed) }
        let (identifiedResult, identifiedIssues) = collectingIssues {
          operation.apply(to: &identified)
        }
        #expect(indexed.first == root, "\(operation) removed or changed the root")
        #expect(Self.pushesHaveANavigationStack(indexed), "\(operation) on \(before)")
        #expect(Array(identified) == indexed, "\(operation): the two kinds disagree")
        #expect(indexedResult == identifiedResult)
        #expect(indexedIssues == identifiedIssues)
        // An impossible operation is reported and changes nothing; a possible one is silent.
        #expect(indexedIssues.count <= 1)
        if !indexedIssues.isEmpty {
          #expect(indexed == before, "\(operation) was refused but changed \(before)")
          #expect(indexedResult != true)
        } else {
          #expect(indexedResult != false, "\(operation) returned false without a report")
        }
      }
    }
  }

  /// Routes made by the operations `startCodes` and `endCodes` stand for, from a root with a
  /// navigation stack. Half the time the two share screens, so that common prefixes happen.
  private static func routes(
    _ startCodes: [Int], _ endCodes: [Int]
  ) -> (start: [Route<TestScreen>], end: [Route<TestScreen>]) {
    func routes(_ codes: [Int], fresh: inout Int) -> [Route<TestScreen>] {
      var routes = [Route<TestScreen>.root(.home, withNavigation: true)]
      _ = collectingIssues {
        for code in codes {
          Self.operation(code, fresh: &fresh).apply(to: &routes)
        }
      }
      return routes
    }
    var fresh = 0
    let start = routes(startCodes, fresh: &fresh)
    if startCodes.count.isMultiple(of: 2) { fresh = 0 }
    return (start, routes(endCodes, fresh: &fresh))
  }

  @Test func routeStepsAgreeWithTheReferenceStepForStep() async {
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0...199).array(of: 0...25), Gen.int(in: 0...199).array(of: 0...25),
      Gen.bool(), Gen.bool()
    ) { startCodes, endCodes, multipleDismissals, navigationUpdates in
      let (start, end) = Self.routes(startCodes, endCodes)
      let indexed = RouteSteps.calculate(
        from: start, to: end,
        allowMultipleDismissalsInOne: multipleDismissals,
        allowNavigationUpdatesInOne: navigationUpdates
      )
      let indexedReference = ReferenceRouteSteps.calculate(
        from: start, to: end, isSameRoute: { $0.style == $1.style },
        allowMultipleDismissalsInOne: multipleDismissals,
        allowNavigationUpdatesInOne: navigationUpdates
      )
      #expect(indexed == indexedReference, "\(start) → \(end)")

      // Screens are unique within each routes array, as identified routes need.
      let identified = RouteSteps.calculate(
        from: IdentifiedArrayOf(uniqueElements: start), to: IdentifiedArrayOf(uniqueElements: end),
        allowMultipleDismissalsInOne: multipleDismissals,
        allowNavigationUpdatesInOne: navigationUpdates
      )
      let identifiedReference = ReferenceRouteSteps.calculate(
        from: start, to: end, isSameRoute: { $0.style == $1.style && $0.id == $1.id },
        allowMultipleDismissalsInOne: multipleDismissals,
        allowNavigationUpdatesInOne: navigationUpdates
      )
      .map { IdentifiedArrayOf($0, id: \.id, uniquingIDsWith: { first, _ in first }) }
      #expect(identified == identifiedReference, "\(start) → \(end)")
    }
  }

  @Test func routeStepsAlwaysEndAtTheTarget() async {
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0...199).array(of: 0...25), Gen.int(in: 0...199).array(of: 0...25),
      Gen.bool(), Gen.bool()
    ) { startCodes, endCodes, multipleDismissals, navigationUpdates in
      let (start, end) = Self.routes(startCodes, endCodes)

      let steps = RouteSteps.calculate(
        from: start, to: end,
        allowMultipleDismissalsInOne: multipleDismissals,
        allowNavigationUpdatesInOne: navigationUpdates
      )
      #expect(steps.last == end)
      #expect(steps.first?.map(\.style) == start.map(\.style))
      for step in steps {
        #expect(step.first?.screen == .home, "a step lost the root: \(step)")
        #expect(Self.pushesHaveANavigationStack(step), "\(step)")
      }
      if !multipleDismissals {
        for (before, after) in zip(steps, steps.dropFirst()) {
          let presentedBefore = before.dropFirst().filter(\.isPresented).count
          let presentedAfter = after.dropFirst().filter(\.isPresented).count
          #expect(abs(presentedBefore - presentedAfter) <= 1, "\(before) → \(after)")
        }
      }
    }
  }
}
