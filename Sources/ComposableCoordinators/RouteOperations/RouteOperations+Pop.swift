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
    self.apply(
      self.planGoingBack(count, reach: .pushes), operation: "pop",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
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
    self.apply(
      self.planGoingBack(to: index, reach: .pushes), operation: "popTo(index:)",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
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
    self.apply(
      self.planGoingBack(toTopmost: condition, reach: .pushes), operation: "popTo(where:)",
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
    self.apply(
      self.planGoingBack(toTopmost: { $0.screen == screen }, reach: .pushes),
      operation: "popTo(_:)",
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
    self.apply(
      self.planGoingBack(toTopmost: { $0.screen.id == id }, reach: .pushes),
      operation: "popTo(id:)",
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
    self.apply(
      self.planGoingBack(toTopmost: { $0.screen[case: screenCase] != nil }, reach: .pushes),
      operation: "popTo(\(screenCase))",
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
    self.apply(
      self.planPoppingToRoot, operation: "popToRoot",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Pops every pushed route above the topmost presented layer (or the root): back to the first
  /// screen of the navigation stack on top. Does nothing when there is nothing to pop.
  public mutating func popToCurrentNavigationRoot(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.apply(
      self.planPoppingToCurrentNavigationRoot, operation: "popToCurrentNavigationRoot",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
