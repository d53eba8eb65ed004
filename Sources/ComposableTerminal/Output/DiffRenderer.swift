/// Turns frames into terminal output, writing only the rows that changed since the last frame.
///
/// ```swift
/// var renderer = DiffRenderer()
/// output.write(renderer.update(to: frame))
/// ```
public struct DiffRenderer: Sendable {
  private var previous: [String]?
  private var previousSize: Size?
  /// The number of rows written by the last update: how a test sees that unchanged rows were
  /// left alone.
  public private(set) var lastRowsWritten = 0

  /// A renderer that has drawn nothing yet: its first update draws everything.
  public init() {}

  /// Forgets what is on screen, so the next update redraws everything (after a resize, or when
  /// something else wrote to the terminal).
  public mutating func invalidate() {
    self.previous = nil
  }

  /// The escape sequences that change the screen from the previous frame to `frame`.
  public mutating func update(to frame: Frame) -> String {
    var output = ""
    let rows = frame.styledLines
    var old = self.previous
    if self.previousSize != frame.size || old == nil {
      output += ANSI.reset + ANSI.clearScreen
      old = Array(repeating: "", count: rows.count)
    }
    var written = 0
    for (row, line) in rows.enumerated() where old?[row] != line {
      output += ANSI.moveTo(row: row, column: 0) + line + ANSI.reset + ANSI.clearToEndOfLine
      written += 1
    }
    self.previous = rows
    self.previousSize = frame.size
    self.lastRowsWritten = written
    return output
  }
}
