// Dismissing closes presented layers (sheets and covers) together with everything pushed on
// them. The root is not a presented layer for this purpose: it is never dismissed.

extension RouteCollection {
  /// Dismisses the top `count` presented layers: removes everything down to and including the
  /// `count`-th topmost sheet or cover.
  ///
  /// ```swift
  /// // [root, push, sheet, push, cover, push]
  /// routes.dismiss()          // [root, push, sheet, push]
  /// routes.dismiss(count: 2)  // [root, push]
  /// ```
  ///
  /// Dismissing more layers than are presented is reported and changes nothing.
  public mutating func dismiss(
    count: Int = 1,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.apply(
      self.planDismissing(count), operation: "dismiss",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Dismisses every sheet and cover above the root, with everything pushed on them. The root's
  /// own pushes stay; does nothing when nothing is presented.
  public mutating func dismissAll(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.apply(
      self.planDismissingAll, operation: "dismissAll",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
