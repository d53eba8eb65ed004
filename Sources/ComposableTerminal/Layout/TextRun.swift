/// A run of text in one style: the unit `Text` is made of.
public struct TextRun: Hashable, Sendable {
  /// The characters.
  public var text: String
  /// How they are drawn.
  public var style: TextStyle

  /// A run of `text` in `style`.
  public init(_ text: String, style: TextStyle = .plain) {
    self.text = text
    self.style = style
  }
}

extension [TextRun] {
  /// The spans split at newlines, one array per line.
  var lines: [[TextRun]] {
    var lines: [[TextRun]] = [[]]
    for span in self {
      let parts = span.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, part) in parts.enumerated() {
        if index > 0 { lines.append([]) }
        if !part.isEmpty { lines[lines.count - 1].append(TextRun(String(part), style: span.style)) }
      }
    }
    return lines
  }

  var plainText: String { self.map(\.text).joined() }

  var terminalWidth: Int { self.reduce(0) { $0 + $1.text.terminalWidth } }
}
