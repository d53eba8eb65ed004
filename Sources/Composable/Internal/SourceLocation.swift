/// Where an operator was applied, so that issues it reports point at the user's code.
public struct SourceLocation: Sendable {
  /// The file id (`Module/File.swift`).
  public let fileID: StaticString
  /// The full path of the file.
  public let filePath: StaticString
  /// The line.
  public let line: UInt
  /// The column.
  public let column: UInt

  /// Creates a location; every argument defaults to the caller's position.
  @inlinable
  public init(
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
  func report(_ message: @autoclosure () -> String) {
    reportIssue(
      message(), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
