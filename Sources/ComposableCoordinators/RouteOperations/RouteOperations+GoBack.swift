// Going back removes routes from the top whatever their style: pushes, sheets and covers alike.
// The root (element 0) always stays.

extension RouteCollection {
  /// Removes the top `count` routes, whatever their style.
  ///
  /// Going back past the root is reported and changes nothing.
  public mutating func goBack(
    _ count: Int = 1,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard self.checkHasRoot(operation: "goBack", location: location) else { return }
    guard count >= 0 else {
      reportRouteIssue(
        "the count (\(count)) is negative.", operation: "goBack", routes: self, location: location
      )
      return
    }
    guard count < self.count else {
      reportRouteIssue(
        """
        going back \(count) would remove the root; only \(self.count - 1) route(s) are above it.
        """,
        operation: "goBack", routes: self, location: location
      )
      return
    }
    self.truncate(to: self.count - count)
  }

  /// Removes every route above the one at `index`.
  ///
  /// - Returns: Whether `index` is a route; nothing changes and the call is reported when not.
  @discardableResult
  public mutating func goBackTo(
    index: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard self.checkHasRoot(operation: "goBackTo(index:)", location: location) else { return false }
    guard self.indices.contains(index) else {
      reportRouteIssue(
        "there is no route at index \(index).",
        operation: "goBackTo(index:)", routes: self, location: location
      )
      return false
    }
    self.truncate(to: index + 1)
    return true
  }

  /// Goes back to the topmost route matching `condition`.
  ///
  /// - Returns: Whether a route matched; nothing changes and the call is reported when none did.
  @discardableResult
  public mutating func goBackTo(
    where condition: (Element) -> Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    self.goBackToTopmost(
      matching: condition, operation: "goBackTo(where:)",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Goes back to the topmost route showing `screen`.
  ///
  /// - Returns: Whether the screen was found; nothing changes and the call is reported when not.
  @discardableResult
  public mutating func goBackTo(
    _ screen: Element.Screen,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool where Element.Screen: Equatable {
    self.goBackToTopmost(
      matching: { $0.screen == screen }, operation: "goBackTo(_:)",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Goes back to the route whose screen has `id`.
  ///
  /// - Returns: Whether the screen was found; nothing changes and the call is reported when not.
  @discardableResult
  public mutating func goBackTo(
    id: Element.Screen.ID,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool where Element.Screen: Identifiable {
    self.goBackToTopmost(
      matching: { $0.screen.id == id }, operation: "goBackTo(id:)",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Goes back to the topmost screen in the case `screenCase`: `routes.goBackTo(\.home)`.
  ///
  /// - Returns: Whether such a screen was found; nothing changes and the call is reported when
  ///   not.
  @discardableResult
  public mutating func goBackTo<Case>(
    _ screenCase: CaseKeyPath<Element.Screen, Case>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool where Element.Screen: CasePathable {
    self.goBackToTopmost(
      matching: { $0.screen[case: screenCase] != nil }, operation: "goBackTo(\(screenCase))",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Removes every route above the root. Does nothing when only the root is left.
  public mutating func goBackToRoot(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard self.checkHasRoot(operation: "goBackToRoot", location: location) else { return }
    self.truncate(to: 1)
  }

  private mutating func goBackToTopmost(
    matching condition: (Element) -> Bool, operation: String, location: OperatorLocation
  ) -> Bool {
    guard self.checkHasRoot(operation: operation, location: location) else { return false }
    guard let index = self.indices.last(where: { condition(self[$0]) }) else {
      reportRouteIssue(
        "no route matches.", operation: operation, routes: self, location: location
      )
      return false
    }
    self.truncate(to: index + 1)
    return true
  }
}
