import Foundation

extension TextState {
  /// A style applied to text, kept as a value so that styled text can be compared.
  enum Modifier: Hashable, Sendable {
    case accessibilityHeading(AccessibilityHeadingLevel)
    case accessibilityLabel(TextState)
    case accessibilityTextContentType(AccessibilityTextContentType)
    case baselineOffset(CGFloat)
    case bold(isActive: Bool)
    case fontWidth(FontWidth?)
    case italic(isActive: Bool)
    case kerning(CGFloat)
    case monospacedDigit
    case speechAdjustedPitch(Double)
    case speechAlwaysIncludesPunctuation(Bool)
    case speechAnnouncementsQueued(Bool)
    case speechSpellsOutCharacters(Bool)
    case strikethrough(isActive: Bool, pattern: LineStylePattern?, color: LineColor?)
    case tracking(CGFloat)
    case underline(isActive: Bool, pattern: LineStylePattern?, color: LineColor?)
    #if canImport(SwiftUI)
      case font(PlatformValue<Font>?)
      case fontDesign(PlatformValue<Font.Design>?)
      case fontWeight(PlatformValue<Font.Weight>?)
      case foregroundColor(PlatformValue<Color>?)
    #endif
  }

  /// How wide the characters of a font are drawn.
  public enum FontWidth: String, Equatable, Hashable, Sendable {
    /// Narrower than condensed.
    case compressed
    /// Narrower than standard.
    case condensed
    /// Wider than standard.
    case expanded
    /// The font's usual width.
    case standard
  }

  /// The pattern of an underline or a strikethrough line.
  public enum LineStylePattern: String, Equatable, Hashable, Sendable {
    /// Dashes.
    case dash
    /// Alternating dashes and dots.
    case dashDot
    /// A dash followed by two dots, repeated.
    case dashDotDot
    /// Dots.
    case dot
    /// A continuous line.
    case solid
  }

  /// Moves the text up (positive) or down (negative) from the baseline, in points.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Self {
    self.adding(.baselineOffset(baselineOffset))
  }

  /// Bold text.
  public func bold() -> Self {
    self.adding(.bold(isActive: true))
  }

  /// Bold text when `isActive`; `false` undoes an earlier `bold()`.
  public func bold(isActive: Bool) -> Self {
    self.adding(.bold(isActive: isActive))
  }

  /// Text in a wider or narrower variant of its font.
  public func fontWidth(_ width: FontWidth?) -> Self {
    self.adding(.fontWidth(width))
  }

  /// Italic text.
  public func italic() -> Self {
    self.adding(.italic(isActive: true))
  }

  /// Italic text when `isActive`; `false` undoes an earlier `italic()`.
  public func italic(isActive: Bool) -> Self {
    self.adding(.italic(isActive: isActive))
  }

  /// Extra space between pairs of characters, in points.
  public func kerning(_ kerning: CGFloat) -> Self {
    self.adding(.kerning(kerning))
  }

  /// Digits drawn at one width, so that changing numbers do not shift.
  public func monospacedDigit() -> Self {
    self.adding(.monospacedDigit)
  }

  /// Extra space between all characters, in points.
  public func tracking(_ tracking: CGFloat) -> Self {
    self.adding(.tracking(tracking))
  }

  #if !canImport(SwiftUI)
    /// Text struck through with a line (off Apple platforms there are no line colors; on them
    /// this takes a `color:` too).
    public func strikethrough(_ isActive: Bool = true) -> Self {
      self.adding(.strikethrough(isActive: isActive, pattern: .solid, color: nil))
    }

    /// Text struck through with a line of the given pattern.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStylePattern) -> Self {
      self.adding(.strikethrough(isActive: isActive, pattern: pattern, color: nil))
    }

    /// Underlined text (off Apple platforms there are no line colors; on them this takes a
    /// `color:` too).
    public func underline(_ isActive: Bool = true) -> Self {
      self.adding(.underline(isActive: isActive, pattern: .solid, color: nil))
    }

    /// Text underlined with a line of the given pattern.
    public func underline(_ isActive: Bool = true, pattern: LineStylePattern) -> Self {
      self.adding(.underline(isActive: isActive, pattern: pattern, color: nil))
    }
  #endif
}

#if !canImport(SwiftUI)
  extension TextState {
    /// The color of an underline or strikethrough line: none exist without SwiftUI.
    enum LineColor: Hashable, Sendable {}
  }
#endif
