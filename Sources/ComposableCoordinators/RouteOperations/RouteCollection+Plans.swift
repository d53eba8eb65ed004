// The plans of the operations that remove routes. Going back and popping walk the routes the
// same way and differ only in how far down they may reach (`BackReach`); dismissing counts
// presented layers.

/// How far down an operation that goes back may remove routes.
enum BackReach {
  /// Down to the root, whatever the style of the routes removed: `goBack…`.
  case anyRoute
  /// Down to the first screen of the navigation stack on top, removing pushes only: `pop…`.
  case pushes

  /// The lowest index that such an operation can go back to.
  func lowestIndex(in routes: some RouteCollection) -> Int {
    switch self {
    case .anyRoute: 0
    case .pushes: routes.navigationRootIndex ?? 0
    }
  }
}

extension RouteCollection {
  /// Removes the top `count` routes.
  func planGoingBack(_ count: Int, reach: BackReach) -> RoutePlan {
    guard !self.isEmpty else { return .noRoutes }
    guard count >= 0 else { return .refuse("the count (\(count)) is negative.") }
    let removable = self.count - 1 - reach.lowestIndex(in: self)
    guard count <= removable else {
      switch reach {
      case .anyRoute:
        return .refuse(
          "going back \(count) would remove the root; only \(removable) route(s) are above it.")
      case .pushes:
        return .refuse(
          """
          only \(removable) pushed route(s) are on top of the current navigation stack; popping \
          \(count) would remove a sheet, a cover or the root. Use "goBack" or "dismiss" to cross \
          a presented layer.
          """
        )
      }
    }
    return .keep(self.count - count)
  }

  /// Removes every route above the one at `index`.
  func planGoingBack(to index: Int, reach: BackReach) -> RoutePlan {
    guard !self.isEmpty else { return .noRoutes }
    guard self.indices.contains(index) else {
      return .refuse("there is no route at index \(index).")
    }
    guard index >= reach.lowestIndex(in: self) else {
      return .refuse(
        """
        the route at index \(index) is below a sheet or cover; popping cannot cross a presented \
        layer. Use "goBackTo(index:)" instead.
        """
      )
    }
    return .keep(index + 1)
  }

  /// Removes every route above the topmost one within reach that matches `condition`.
  func planGoingBack(toTopmost condition: (Element) -> Bool, reach: BackReach) -> RoutePlan {
    guard !self.isEmpty else { return .noRoutes }
    let lowest = reach.lowestIndex(in: self)
    if let index = self.indices[lowest...].last(where: { condition(self[$0]) }) {
      return .keep(index + 1)
    }
    switch reach {
    case .anyRoute:
      return .refuse("no route matches.")
    case .pushes:
      let isBelow = self.indices[..<lowest].contains { condition(self[$0]) }
      return .refuse(
        isBelow
          ? """
          the matching route is below a sheet or cover, and popping cannot cross a presented \
          layer. Use "goBackTo" instead.
          """
          : "no route of the current navigation stack matches."
      )
    }
  }

  /// Removes the top `count` presented layers, with the pushes on them.
  func planDismissing(_ count: Int) -> RoutePlan {
    guard !self.isEmpty else { return .noRoutes }
    guard count >= 0 else { return .refuse("the count (\(count)) is negative.") }
    guard count > 0 else { return .keep(self.count) }
    let presented = self.presentedIndicesAboveRoot
    guard count <= presented.count else {
      return .refuse(
        """
        only \(presented.count) sheet(s) or cover(s) are presented above the root; cannot \
        dismiss \(count).
        """
      )
    }
    return .keep(presented[presented.count - count])
  }

  /// Removes every presented layer above the root, with the pushes on them.
  var planDismissingAll: RoutePlan {
    guard !self.isEmpty else { return .noRoutes }
    return .keep(self.presentedIndicesAboveRoot.first ?? self.count)
  }

  /// Removes the pushes above the topmost presented layer (or the root).
  var planPoppingToCurrentNavigationRoot: RoutePlan {
    self.planGoingBack(to: self.navigationRootIndex ?? 0, reach: .pushes)
  }

  /// Removes the pushes on the root, refusing when a presented layer is above it.
  var planPoppingToRoot: RoutePlan {
    guard !self.isEmpty else { return .noRoutes }
    guard self.presentedIndicesAboveRoot.isEmpty else {
      return .refuse(
        """
        a sheet or cover is above the root, and popping cannot cross a presented layer. Use \
        "goBackToRoot" to close it too, or "popToCurrentNavigationRoot" to pop within it.
        """
      )
    }
    return .keep(1)
  }
}
