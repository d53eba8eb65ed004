extension String {
  /// The string with each non-empty line prefixed by `levels` levels of two-space indentation,
  /// for splicing multi-line code into a generated declaration at column 0.
  func indented(_ levels: Int = 1) -> String {
    let indentation = String(repeating: "  ", count: levels)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }
      .joined(separator: "\n")
  }
}

extension [String] {
  /// The lines joined and indented by `levels` levels, each followed by a newline: empty for an
  /// empty array, so that an empty block renders as `{\n}`.
  func indentedLines(_ levels: Int = 1) -> String {
    self.map { $0.indented(levels) + "\n" }.joined()
  }
}
