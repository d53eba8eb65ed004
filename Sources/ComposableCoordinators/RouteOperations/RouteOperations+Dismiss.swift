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
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard self.checkHasRoot(operation: "dismiss", location: location) else { return }
    guard count >= 0 else {
      reportRouteIssue(
        "the count (\(count)) is negative.", operation: "dismiss", routes: self, location: location
      )
      return
    }
    guard count > 0 else { return }
    let presented = self.presentedIndicesAboveRoot
    guard count <= presented.count else {
      reportRouteIssue(
        """
        only \(presented.count) sheet(s) or cover(s) are presented above the root; cannot \
        dismiss \(count).
        """,
        operation: "dismiss", routes: self, location: location
      )
      return
    }
    self.truncate(to: presented[presented.count - count])
  }

  /// Dismisses every sheet and cover above the root, with everything pushed on them. The root's
  /// own pushes stay; does nothing when nothing is presented.
  public mutating func dismissAll(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard self.checkHasRoot(operation: "dismissAll", location: location),
      let lowest = self.presentedIndicesAboveRoot.first
    else { return }
    self.truncate(to: lowest)
  }
}
