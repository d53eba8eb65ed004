/// The steps from one routes array to another, described by counts rather than by copies of the
/// routes: making and keeping a plan takes time and memory linear in the number of routes, and a
/// front end reads any step's routes without building them.
///
/// Every step is a prefix of one of two sequences:
/// - the *start* as the first step shows it: the target's screens swapped into the common
///   prefix, the root in the start's style, then the start's own routes. Dismissing and
///   popping show shorter and shorter prefixes of it;
/// - the *target*: adding routes shows longer and longer prefixes of it.
///
/// See ``RouteSteps`` for the rules; `RouteSteps.calculate` builds every step of a plan.
package struct RouteStepPlan: Hashable, Sendable {
  /// One step: the first `count` routes of the start (as the first step shows it) or of the
  /// target.
  package struct Step: Hashable, Sendable {
    /// Which of the two sequences the step is a prefix of.
    package enum Source: Hashable, Sendable {
      case start
      case target
    }

    package var source: Source
    package var count: Int

    package init(source: Source, count: Int) {
      self.source = source
      self.count = count
    }
  }

  /// How many routes begin both the start and the target: the root, and the routes above it
  /// that are the same route in both.
  package let commonCount: Int
  /// The steps in order. The first shows the start; the last is the target.
  package let steps: [Step]

  /// Plans the steps from `start` to `target`.
  ///
  /// - Parameters:
  ///   - isSameRoute: Whether two routes at the same position are the same route (see
  ///     ``RouteAddressing``).
  ///   - allowMultipleDismissalsInOne: Whether one step may dismiss several presented layers.
  ///   - allowNavigationUpdatesInOne: Whether one step may push several screens.
  package init<Start: RandomAccessCollection, Target: RandomAccessCollection, Screen>(
    from start: Start,
    to target: Target,
    isSameRoute: (Route<Screen>, Route<Screen>) -> Bool,
    allowMultipleDismissalsInOne: Bool,
    allowNavigationUpdatesInOne: Bool
  )
  where
    Start.Element == Route<Screen>, Start.Index == Int,
    Target.Element == Route<Screen>, Target.Index == Int
  {
    // The root is never dismissed: when both have one, it is common whatever its style.
    var common = 0
    if !start.isEmpty, !target.isEmpty {
      common = 1
      let limit = min(start.count, target.count)
      while common < limit,
        isSameRoute(start[start.startIndex + common], target[target.startIndex + common])
      {
        common += 1
      }
    }
    self.commonCount = common

    // Dismiss the presented layers above the common prefix, topmost first; pushes on a layer go
    // with it.
    let presented = (common..<start.count).filter { start[start.startIndex + $0].isPresented }
    var steps: [Step] = []
    // The start, the dismissals, a pop, and one step per route added at the most.
    steps.reserveCapacity(3 + presented.count + target.count - common)
    steps.append(Step(source: .start, count: start.count))
    if allowMultipleDismissalsInOne, let lowest = presented.first {
      steps.append(Step(source: .start, count: lowest))
    } else {
      for index in presented.reversed() {
        steps.append(Step(source: .start, count: index))
      }
    }
    // Pop what is left above the common prefix, in one step.
    let left = steps[steps.count - 1].count
    if left > common {
      steps.append(Step(source: .start, count: common))
    }
    // A root that changes style takes its new style once nothing stands on it: the step that
    // reaches the common prefix shows the target's prefix instead.
    let rootChangesStyle =
      common > 0 && start[start.startIndex].style != target[target.startIndex].style
    if rootChangesStyle {
      let reachesPrefix = Step(source: .target, count: common)
      if steps.count > 1 {
        steps[steps.count - 1] = reachesPrefix
      } else {
        steps.append(reachesPrefix)
      }
    }
    // Add the target's routes above the common prefix.
    var previousWasPush = false
    for count in (common + 1)..<(target.count + 1) {
      let isPush = target[target.startIndex + count - 1].isPush
      let step = Step(source: .target, count: count)
      if allowNavigationUpdatesInOne, isPush, previousWasPush {
        steps[steps.count - 1] = step
      } else {
        steps.append(step)
      }
      previousWasPush = isPush
    }
    self.steps = steps
  }

  /// The memory the plan holds, in bytes: linear in the number of steps.
  package var byteCount: Int {
    MemoryLayout<Self>.size + self.steps.capacity * MemoryLayout<Step>.stride
  }

  /// The route at `index` of `step`.
  ///
  /// - Parameters:
  ///   - start: The routes the plan was made from.
  ///   - target: The routes the plan was made to.
  package func route<Start: RandomAccessCollection, Target: RandomAccessCollection, Screen>(
    at index: Int, of step: Step, start: Start, target: Target
  ) -> Route<Screen>
  where
    Start.Element == Route<Screen>, Start.Index == Int,
    Target.Element == Route<Screen>, Target.Index == Int
  {
    switch step.source {
    case .target:
      return target[target.startIndex + index]
    case .start:
      guard index < self.commonCount else { return start[start.startIndex + index] }
      let route = target[target.startIndex + index]
      // Until the routes above it are gone, the root keeps the start's style.
      guard index == 0 else { return route }
      return Route(screen: route.screen, style: start[start.startIndex].style)
    }
  }

  /// The routes of `step`, built.
  package func routes<Start: RandomAccessCollection, Target: RandomAccessCollection, Screen>(
    of step: Step, start: Start, target: Target
  ) -> [Route<Screen>]
  where
    Start.Element == Route<Screen>, Start.Index == Int,
    Target.Element == Route<Screen>, Target.Index == Int
  {
    (0..<step.count).map { self.route(at: $0, of: step, start: start, target: target) }
  }
}
