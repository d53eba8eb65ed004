/// One drawn screen: what a person sees, as plain text and with styles.
public struct Frame: Hashable, Sendable {
  /// The size the frame was drawn at.
  public let size: Size
  /// One string per row, without styles, trailing spaces removed.
  public let lines: [String]
  /// One string per row, with ANSI SGR sequences for colors and attributes.
  public let styledLines: [String]

  /// The rows joined with newlines, trailing empty rows removed: convenient to print or to
  /// compare in a test.
  public var text: String {
    var lines = self.lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Whether any row contains `text`.
  public func contains(_ text: some StringProtocol) -> Bool {
    self.lines.contains { $0.contains(text) }
  }
}
