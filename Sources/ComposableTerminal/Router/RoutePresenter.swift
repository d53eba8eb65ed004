/// What a router shows while its routes change: it walks from the routes on screen to the
/// store's routes through a `RouteStepPlan`, one presentation change per step, a short delay
/// apart. Consecutive pushes go in one step, as a navigation stack can take them: a deep link of
/// pushes is reached at once, however long.
///
/// The plan describes its steps by counts, so walking a deep link of `n` routes keeps `O(n)`
/// memory and takes `O(1)` per step; the routes of a step are read from the plan's two ends
/// when drawn. Kept in the session's view storage, so it outlives the evaluations of the router
/// view.
@MainActor
final class RoutePresenter<Routes: RouteCollection, Screen>
where Routes.Element == Route<Screen> {
  /// A walk in progress: the plan, its two ends, and the step shown.
  struct Walk {
    let start: [Route<Screen>]
    let end: Routes
    let plan: RouteStepPlan
    var position: Int

    var step: RouteStepPlan.Step { self.plan.steps[self.position] }
    var isAtEnd: Bool { self.position == self.plan.steps.count - 1 }
  }

  /// The store's routes, as of the last update.
  private(set) var target: Routes?
  /// The walk shown, or `nil` once the target is reached.
  private(set) var walk: Walk?
  private var task: Task<Void, Never>?

  var isPending: Bool { self.walk != nil }

  isolated deinit {
    self.task?.cancel()
  }

  /// How many routes are shown.
  var displayedCount: Int {
    if let walk { return walk.step.count }
    return self.target?.count ?? 0
  }

  /// The route shown at `index`.
  func displayedRoute(at index: Int) -> Route<Screen> {
    if let walk {
      return walk.plan.route(at: index, of: walk.step, start: walk.start, target: walk.end)
    }
    return self.target![index]
  }

  /// Takes the store's current routes, and starts walking to them when they are a change of
  /// navigation that takes more than one step.
  ///
  /// - Parameters:
  ///   - routes: The store's routes.
  ///   - isSameRoute: The "same route" rule of the routes (see `RouteAddressing`), to tell a
  ///     change of screens from a change of navigation.
  ///   - clock: Paces the steps.
  ///   - delay: The pause between steps.
  ///   - invalidate: Asks for the router to be drawn again.
  func update(
    to routes: Routes,
    isSameRoute: (Route<Screen>, Route<Screen>) -> Bool,
    clock: any Clock<Duration>,
    delay: Duration,
    invalidate: @escaping @MainActor () -> Void
  ) {
    guard let previous = self.target else {
      // A router that appears with a whole stack (a deep link) walks there from its root, so
      // the steps show.
      self.target = routes
      self.walk(from: Array(routes.prefix(1)), to: routes, isSameRoute: isSameRoute)
      self.startWalking(clock: clock, delay: delay, invalidate: invalidate)
      return
    }
    // The same routes with other screens: still walking to them, or already there.
    guard !Self.haveSameShape(previous, routes, isSameRoute) else {
      self.target = routes
      return
    }
    let shown = (0..<self.displayedCount).map { self.displayedRoute(at: $0) }
    self.target = routes
    self.walk(from: shown, to: routes, isSameRoute: isSameRoute)
    self.startWalking(clock: clock, delay: delay, invalidate: invalidate)
  }

  private func walk(
    from start: [Route<Screen>], to end: Routes,
    isSameRoute: (Route<Screen>, Route<Screen>) -> Bool
  ) {
    let plan = RouteStepPlan(
      from: start, to: end, isSameRoute: isSameRoute,
      allowMultipleDismissalsInOne: false, allowNavigationUpdatesInOne: true
    )
    // The first two steps go at once: the first only swaps screens into the common prefix.
    self.walk = plan.steps.count > 2 ? Walk(start: start, end: end, plan: plan, position: 1) : nil
  }

  private func startWalking(
    clock: any Clock<Duration>, delay: Duration, invalidate: @escaping @MainActor () -> Void
  ) {
    self.task?.cancel()
    guard self.walk != nil else {
      self.task = nil
      return
    }
    self.task = Task { [weak self] in
      while let self, self.walk != nil {
        if delay > .zero {
          do { try await clock.sleep(for: delay) } catch { return }
        } else {
          await Task.yield()
        }
        guard !Task.isCancelled, var walk = self.walk else { return }
        walk.position += 1
        // The last step is the target: draw the store's routes, with their freshest screens.
        self.walk = walk.isAtEnd ? nil : walk
        invalidate()
      }
    }
  }

  private static func haveSameShape(
    _ lhs: Routes, _ rhs: Routes, _ isSameRoute: (Route<Screen>, Route<Screen>) -> Bool
  ) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { isSameRoute($0, $1) }
  }
}
