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
    self.apply(
      self.planGoingBack(count, reach: .anyRoute), operation: "goBack",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
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
    self.apply(
      self.planGoingBack(to: index, reach: .anyRoute), operation: "goBackTo(index:)",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
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
    self.apply(
      self.planGoingBack(toTopmost: condition, reach: .anyRoute), operation: "goBackTo(where:)",
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
    self.apply(
      self.planGoingBack(toTopmost: { $0.screen == screen }, reach: .anyRoute),
      operation: "goBackTo(_:)",
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
    self.apply(
      self.planGoingBack(toTopmost: { $0.screen.id == id }, reach: .anyRoute),
      operation: "goBackTo(id:)",
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
    self.apply(
      self.planGoingBack(toTopmost: { $0.screen[case: screenCase] != nil }, reach: .anyRoute),
      operation: "goBackTo(\(screenCase))",
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
    self.apply(
      self.planGoingBack(to: 0, reach: .anyRoute), operation: "goBackToRoot",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
