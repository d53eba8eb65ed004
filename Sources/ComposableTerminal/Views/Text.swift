/// Styled text. Newlines start new lines; text wider than its room is cut with `…`.
///
/// ```swift
/// Text("Count: ") + Text("\(count)").bold().foregroundColor(.cyan)
/// ```
public struct Text: View, PrimitiveView, Hashable, Sendable {
  var spans: [TextRun]
  var truncation: Node.Truncation = .tail

  /// Text in the default style.
  public init(_ content: some StringProtocol) {
    self.spans = [TextRun(String(content))]
  }

  /// Text made of styled runs.
  public init(runs: [TextRun]) {
    self.spans = runs
  }

  /// The text without styles.
  public var plainText: String { self.spans.plainText }

  func makeNode(in context: BuildContext) -> Node {
    .text(self.spans, truncation: self.truncation)
  }

  private func updatingStyle(_ update: (inout TextStyle) -> Void) -> Text {
    var copy = self
    for index in copy.spans.indices { update(&copy.spans[index].style) }
    return copy
  }

  /// Bold text.
  public func bold(_ isActive: Bool = true) -> Text {
    self.updatingStyle { $0.isBold = $0.isBold || isActive }
  }

  /// Faint text, for secondary information.
  public func dim(_ isActive: Bool = true) -> Text {
    self.updatingStyle { $0.isDim = $0.isDim || isActive }
  }

  /// Italic text (shown by most terminals).
  public func italic() -> Text {
    self.updatingStyle { $0.isItalic = true }
  }

  /// Underlined text.
  public func underline() -> Text {
    self.updatingStyle { $0.isUnderlined = true }
  }

  /// Text with foreground and background swapped.
  public func inverse() -> Text {
    self.updatingStyle { $0.isInverse.toggle() }
  }

  /// Text in a color.
  public func foregroundColor(_ color: Color?) -> Text {
    self.updatingStyle { $0.foreground = color ?? $0.foreground }
  }

  /// Text on a colored background.
  public func backgroundColor(_ color: Color?) -> Text {
    self.updatingStyle { $0.background = color ?? $0.background }
  }

  /// Lets the text be cut with `…` down to `minWidth` columns without the window counting as
  /// too small: for hints and descriptions that are nice to have in full but not needed.
  public func compressible(minWidth: Int = 12) -> Text {
    var copy = self
    copy.truncation = .compressible(minWidth: max(1, minWidth))
    return copy
  }

  /// Concatenates two texts, keeping each one's style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.spans + rhs.spans)
  }
}
