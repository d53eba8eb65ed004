// Popping removes pushed routes only, within the navigation stack on top. Crossing a sheet or a
// cover takes `goBack…` or `dismiss…`: a pop that would remove one changes nothing.

extension RouteCollection {
  /// Pops the top `count` pushed routes.
  ///
  /// Popping a sheet, a cover, or the root is reported and changes nothing.
  public mutating func pop(
    _ count: Int = 1,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard self.checkHasRoot(operation: "pop", location: location) else { return }
    guard count >= 0 else {
      reportRouteIssue(
        "the count (\(count)) is negative.", operation: "pop", routes: self, location: location
      )
      return
    }
    let pushesOnTop = self.count - 1 - (self.navigationRootIndex ?? 0)
    guard count <= pushesOnTop else {
      reportRouteIssue(
        """
        only \(pushesOnTop) pushed route(s) are on top of the current navigation stack; popping \
        \(count) would remove a sheet, a cover or the root. Use "goBack" or "dismiss" to cross a \
        presented layer.
        """,
        operation: "pop", routes: self, location: location
      )
      return
    }
    self.truncate(to: self.count - count)
  }

  /// Pops every pushed route above the one at `index`.
  ///
  /// - Returns: Whether the pop happened. An index that is not a route, or one below a sheet or
  ///   cover, changes nothing and is reported.
  @discardableResult
  public mutating func popTo(
    index: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard self.checkHasRoot(operation: "popTo(index:)", location: location) else { return false }
    guard self.indices.contains(index) else {
      reportRouteIssue(
        "there is no route at index \(index).",
        operation: "popTo(index:)", routes: self, location: location
      )
      return false
    }
    guard index >= (self.navigationRootIndex ?? 0) else {
      reportRouteIssue(
        """
        the route at index \(index) is below a sheet or cover; popping cannot cross a presented \
        layer. Use "goBackTo(index:)" instead.
        """,
        operation: "popTo(index:)", routes: self, location: location
      )
      return false
    }
    self.truncate(to: index + 1)
    return true
  }

  /// Pops to the topmost route of the current navigation stack matching `condition`.
  ///
  /// - Returns: Whether a route matched. Only the navigation stack on top is searched (its
  ///   presented layer or root, and the pushes above it); a match below a sheet or cover is
  ///   reported, like no match at all, and nothing changes.
  @discardableResult
  public mutating func popTo(
    where condition: (Element) -> Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    self.popToTopmost(
      matching: condition, operation: "popTo(where:)",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Pops to the topmost route of the current navigation stack showing `screen`.
  ///
  /// - Returns: Whether the screen was found in the current navigation stack.
  @discardableResult
  public mutating func popTo(
    _ screen: Element.Screen,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool where Element.Screen: Equatable {
    self.popToTopmost(
      matching: { $0.screen == screen }, operation: "popTo(_:)",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Pops to the route of the current navigation stack whose screen has `id`.
  ///
  /// - Returns: Whether the screen was found in the current navigation stack.
  @discardableResult
  public mutating func popTo(
    id: Element.Screen.ID,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool where Element.Screen: Identifiable {
    self.popToTopmost(
      matching: { $0.screen.id == id }, operation: "popTo(id:)",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Pops to the topmost screen of the current navigation stack in the case `screenCase`:
  /// `routes.popTo(\.list)`.
  ///
  /// - Returns: Whether such a screen was found in the current navigation stack.
  @discardableResult
  public mutating func popTo<Case>(
    _ screenCase: CaseKeyPath<Element.Screen, Case>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool where Element.Screen: CasePathable {
    self.popToTopmost(
      matching: { $0.screen[case: screenCase] != nil }, operation: "popTo(\(screenCase))",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Pops every pushed route above the root.
  ///
  /// When a sheet or cover is above the root this is reported and changes nothing: use
  /// ``goBackToRoot(fileID:filePath:line:column:)`` to close them as well.
  public mutating func popToRoot(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard self.checkHasRoot(operation: "popToRoot", location: location) else { return }
    guard self.presentedIndicesAboveRoot.isEmpty else {
      reportRouteIssue(
        """
        a sheet or cover is above the root, and popping cannot cross a presented layer. Use \
        "goBackToRoot" to close it too, or "popToCurrentNavigationRoot" to pop within it.
        """,
        operation: "popToRoot", routes: self, location: location
      )
      return
    }
    self.truncate(to: 1)
  }

  /// Pops every pushed route above the topmost presented layer (or the root): back to the first
  /// screen of the navigation stack on top. Does nothing when there is nothing to pop.
  public mutating func popToCurrentNavigationRoot(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard self.checkHasRoot(operation: "popToCurrentNavigationRoot", location: location),
      let scopeRoot = self.navigationRootIndex
    else { return }
    self.truncate(to: scopeRoot + 1)
  }

  private mutating func popToTopmost(
    matching condition: (Element) -> Bool, operation: String, location: OperatorLocation
  ) -> Bool {
    guard self.checkHasRoot(operation: operation, location: location) else { return false }
    let scopeRoot = self.navigationRootIndex ?? 0
    if let index = self.indices[scopeRoot...].last(where: { condition(self[$0]) }) {
      self.truncate(to: index + 1)
      return true
    }
    let isBelow = self.indices[..<scopeRoot].contains { condition(self[$0]) }
    reportRouteIssue(
      isBelow
        ? """
        the matching route is below a sheet or cover, and popping cannot cross a presented \
        layer. Use "goBackTo" instead.
        """
        : "no route of the current navigation stack matches.",
      operation: operation, routes: self, location: location
    )
    return false
  }
}
