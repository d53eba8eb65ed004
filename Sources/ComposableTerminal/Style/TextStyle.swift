/// How a character cell is drawn: colors and attributes.
///
/// Styles combine: a `Text` inside a disabled section is dimmed and keeps its own color.
///
/// ```swift
/// var style = TextStyle()
/// style.isBold = true
/// style.foreground = .cyan
/// ```
public struct TextStyle: Hashable, Sendable {
  /// The text color; `nil` for the terminal's default.
  public var foreground: Color?
  /// The cell color; `nil` for the terminal's default.
  public var background: Color?
  /// Bold (or bright, on some terminals).
  public var isBold = false
  /// Faint: secondary information, and what lies under a sheet.
  public var isDim = false
  /// Italic, where the terminal supports it.
  public var isItalic = false
  /// Underlined.
  public var isUnderlined = false
  /// Struck through with a line, where the terminal supports it.
  public var isStruckThrough = false
  /// Swaps foreground and background: how focus is shown.
  public var isInverse = false

  /// The terminal's default style.
  public static let plain = TextStyle()

  /// A style with the given colors and attributes.
  public init(
    foreground: Color? = nil,
    background: Color? = nil,
    isBold: Bool = false,
    isDim: Bool = false,
    isItalic: Bool = false,
    isUnderlined: Bool = false,
    isStruckThrough: Bool = false,
    isInverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isItalic = isItalic
    self.isUnderlined = isUnderlined
    self.isStruckThrough = isStruckThrough
    self.isInverse = isInverse
  }

  /// This style with `other`'s colors and attributes laid on top: colors of `other` win where
  /// set, attributes add up.
  public func merged(with other: TextStyle) -> TextStyle {
    TextStyle(
      foreground: other.foreground ?? self.foreground,
      background: other.background ?? self.background,
      isBold: self.isBold || other.isBold,
      isDim: self.isDim || other.isDim,
      isItalic: self.isItalic || other.isItalic,
      isUnderlined: self.isUnderlined || other.isUnderlined,
      isStruckThrough: self.isStruckThrough || other.isStruckThrough,
      isInverse: self.isInverse != other.isInverse
    )
  }

  /// The SGR sequence that switches a terminal from the default style to this one.
  public var sgr: String {
    guard self != .plain else { return ANSI.reset }
    var parameters = ["0"]
    if self.isBold { parameters.append("1") }
    if self.isDim { parameters.append("2") }
    if self.isItalic { parameters.append("3") }
    if self.isUnderlined { parameters.append("4") }
    if self.isInverse { parameters.append("7") }
    if self.isStruckThrough { parameters.append("9") }
    if let foreground { parameters += foreground.sgrParameters(background: false) }
    if let background { parameters += background.sgrParameters(background: true) }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}
