extension ControlNode {
  /// The control's text: a two-column focus gutter (`›` when focused) and the control.
  func spans(isFocused: Bool) -> [TextRun] {
    let gutter = TextRun(isFocused ? "› " : "  ", style: TextStyle(foreground: .cyan, isBold: true))
    let focus = TextStyle(isInverse: isFocused)
    let label = self.label
    switch self.kind {
    case .button:
      if self.presentation == .row {
        return [gutter] + label
      }
      return [gutter, TextRun("[ ", style: focus)]
        + label.map { TextRun($0.text, style: $0.style.merged(with: focus)) }
        + [TextRun(" ]", style: focus)]
    case let .toggle(isOn, _, _):
      let box = TextRun(
        isOn ? "[x]" : "[ ]",
        style: TextStyle(foreground: isOn ? .green : nil, isBold: isOn).merged(with: focus))
      return [gutter, box, TextRun(" ")] + label
    case let .textField(text, placeholder, width, _, _):
      var spans = [gutter] + label + [TextRun(": "), TextRun("[")]
      let visible = String(text.suffix(isFocused ? width - 1 : width))
      if text.isEmpty, !isFocused, !placeholder.isEmpty {
        let shown = String(placeholder.prefix(width))
        spans.append(TextRun(shown, style: TextStyle(isDim: true)))
        spans.append(TextRun(String(repeating: " ", count: width - shown.terminalWidth)))
      } else {
        spans.append(TextRun(visible, style: TextStyle(isUnderlined: isFocused)))
        var room = width - visible.terminalWidth
        if isFocused {
          spans.append(TextRun(" ", style: TextStyle(isInverse: true)))
          room -= 1
        }
        spans.append(TextRun(String(repeating: " ", count: max(0, room))))
      }
      spans.append(TextRun("]"))
      return spans
    case let .picker(options, selected, _, _):
      var spans = [gutter] + label + [TextRun(": ")]
      for (index, option) in options.enumerated() {
        if index > 0 { spans.append(TextRun("  ")) }
        if index == selected {
          spans.append(TextRun("(•) " + option, style: TextStyle(isBold: true).merged(with: focus)))
        } else {
          spans.append(TextRun("( ) " + option))
        }
      }
      return spans
    case let .row(isSelected, _):
      return [gutter, TextRun(isSelected ? "● " : "  ", style: TextStyle(foreground: .green))]
        + label
    }
  }
}
