/// What a router shows while its routes change: it walks from the routes on screen to the
/// store's routes through `RouteSteps`, one presentation change per step, a short delay apart.
///
/// Kept in the session's view storage, so it outlives the evaluations of the router view.
@MainActor
final class RoutePresenter<Screen>: PendingWork {
  /// The routes drawn now.
  private(set) var displayed: [Route<Screen>]?
  /// The routes being walked to.
  private var target: [Route<Screen>] = []
  private var pendingSteps: [[Route<Screen>]] = []
  private var task: Task<Void, Never>?

  var isPending: Bool { !self.pendingSteps.isEmpty }

  isolated deinit {
    self.task?.cancel()
  }

  /// Takes the store's current routes and returns the routes to draw.
  ///
  /// - Parameters:
  ///   - routes: The store's routes.
  ///   - isSameRoute: Whether two routes are the same route (same style; for identified routes,
  ///     same id too), to tell a change of screens from a change of navigation.
  ///   - steps: `RouteSteps.calculate` for the kind of routes.
  ///   - clock: Paces the steps.
  ///   - delay: The pause between steps.
  ///   - invalidate: Asks for the router to be drawn again.
  func update(
    to routes: [Route<Screen>],
    isSameRoute: @escaping (Route<Screen>, Route<Screen>) -> Bool,
    steps: ([Route<Screen>], [Route<Screen>]) -> [[Route<Screen>]],
    clock: any Clock<Duration>,
    delay: Duration,
    invalidate: @escaping @MainActor () -> Void
  ) -> [Route<Screen>] {
    // A router that appears with a whole stack (a deep link) walks there from its root, so
    // the steps show.
    let displayed = self.displayed ?? Array(routes.prefix(1))
    let sameShape = Self.sameShape(routes, self.target, isSameRoute)
    if self.isPending, sameShape, self.displayed != nil {
      // Still walking to these routes; their screens may have changed meanwhile.
      self.target = routes
      return displayed
    }
    self.target = routes
    var plan = steps(displayed, routes)
    // The first two steps go at once: the first only swaps screens into the common prefix.
    if plan.count > 2 {
      plan.removeFirst()
      self.displayed = plan.removeFirst()
      self.pendingSteps = plan
      self.start(clock: clock, delay: delay, invalidate: invalidate)
    } else {
      self.task?.cancel()
      self.pendingSteps = []
      self.displayed = routes
    }
    return self.displayed ?? routes
  }

  private func start(
    clock: any Clock<Duration>, delay: Duration, invalidate: @escaping @MainActor () -> Void
  ) {
    self.task?.cancel()
    self.task = Task { [weak self] in
      while let self, !self.pendingSteps.isEmpty {
        if delay > .zero {
          do { try await clock.sleep(for: delay) } catch { return }
        } else {
          await Task.yield()
        }
        guard !Task.isCancelled, !self.pendingSteps.isEmpty else { return }
        let step = self.pendingSteps.removeFirst()
        // The last step is the target: draw the freshest screens, not the planned copies.
        self.displayed = self.pendingSteps.isEmpty ? self.target : step
        invalidate()
      }
    }
  }

  private static func sameShape(
    _ lhs: [Route<Screen>], _ rhs: [Route<Screen>],
    _ isSameRoute: (Route<Screen>, Route<Screen>) -> Bool
  ) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { isSameRoute($0, $1) }
  }
}
