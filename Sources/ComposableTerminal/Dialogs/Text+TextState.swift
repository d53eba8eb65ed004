extension Text {
  /// The text of `state` with the styles a terminal can show: bold, italic, underline and
  /// strikethrough. Other modifiers (fonts, colors, spacing, accessibility) are not drawn.
  ///
  /// ```swift
  /// Text(TextState("Delete ") + TextState(name).bold() + TextState("?"))
  /// ```
  public init(_ state: TextState) {
    self.init(
      runs: state.runs.map { run in
        TextRun(
          run.text,
          style: TextStyle(
            isBold: run.isBold, isItalic: run.isItalic, isUnderlined: run.isUnderlined,
            isStruckThrough: run.isStruckThrough
          )
        )
      }
    )
  }
}

extension [TextRun] {
  /// The runs with line breaks put between words so that no line is wider than `width`
  /// (a single word wider than that stays whole and is cut when drawn). Newlines already in
  /// the text are kept; runs of spaces become one.
  func wrapped(toWidth width: Int) -> [TextRun] {
    var result: [TextRun] = []
    var column = 0
    // The style of the space before the next word: written only if that word fits on the line.
    var pendingSpace: TextStyle?
    for run in self {
      let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (lineIndex, line) in lines.enumerated() {
        if lineIndex > 0 {
          result.append(TextRun("\n"))
          column = 0
          pendingSpace = nil
        }
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        for (wordIndex, word) in words.enumerated() {
          if wordIndex > 0, column > 0 {
            pendingSpace = run.style
          }
          guard !word.isEmpty else { continue }
          let wordWidth = word.terminalWidth
          if let style = pendingSpace {
            if column + 1 + wordWidth > width {
              result.append(TextRun("\n"))
              column = 0
            } else {
              result.append(TextRun(" ", style: style))
              column += 1
            }
            pendingSpace = nil
          }
          result.append(TextRun(String(word), style: run.style))
          column += wordWidth
        }
      }
    }
    return result
  }
}
