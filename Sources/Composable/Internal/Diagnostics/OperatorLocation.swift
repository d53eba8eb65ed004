/// Where an operator was applied, so that issues it reports point at the user's code.
///
/// A reference: operators carry it for the rare report, and held inline its seven words made
/// every operator too large to copy without a `memcpy` call, which Swift makes whenever an
/// operator is passed on (once per level of nesting, per action).
@usableFromInline
package final class OperatorLocation: Sendable {
  /// The file id (`Module/File.swift`).
  @usableFromInline package let fileID: StaticString
  /// The full path of the file.
  @usableFromInline package let filePath: StaticString
  /// The line.
  @usableFromInline package let line: UInt
  /// The column.
  @usableFromInline package let column: UInt

  /// Creates a location; every argument defaults to the caller's position.
  @inlinable
  package init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reports `message` as an issue at this location.
  @usableFromInline
  package func report(_ message: @autoclosure () -> String) {
    reportIssue(
      message(), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
