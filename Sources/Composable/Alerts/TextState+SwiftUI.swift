#if canImport(SwiftUI)
  import SwiftUI

  // The modifiers whose values are SwiftUI types: fonts and colors exist only where SwiftUI does.

  extension TextState {
    /// A SwiftUI value held by a modifier. Boxed so that the modifier stays `Sendable` whatever
    /// the SDK declares: the values are immutable descriptions.
    struct PlatformValue<Value: Hashable>: Hashable, @unchecked Sendable {
      let value: Value
    }

    /// The color of an underline or strikethrough line.
    typealias LineColor = PlatformValue<Color>

    /// Text in `font`; `nil` keeps the font of the context.
    public func font(_ font: Font?) -> Self {
      self.adding(.font(font.map(PlatformValue.init)))
    }

    /// Text in a design of its font (serif, rounded, monospaced).
    public func fontDesign(_ design: Font.Design?) -> Self {
      self.adding(.fontDesign(design.map(PlatformValue.init)))
    }

    /// Text in a weight of its font.
    public func fontWeight(_ weight: Font.Weight?) -> Self {
      self.adding(.fontWeight(weight.map(PlatformValue.init)))
    }

    /// Text in `color`.
    public func foregroundColor(_ color: Color?) -> Self {
      self.adding(.foregroundColor(color.map(PlatformValue.init)))
    }

    /// Text struck through with a line, in `color` if given.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self {
      self.adding(
        .strikethrough(isActive: isActive, pattern: .solid, color: color.map(PlatformValue.init)))
    }

    /// Text struck through with a line of the given pattern, in `color` if given.
    public func strikethrough(
      _ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil
    ) -> Self {
      self.adding(
        .strikethrough(isActive: isActive, pattern: pattern, color: color.map(PlatformValue.init)))
    }

    /// Underlined text, in `color` if given.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Self {
      self.adding(
        .underline(isActive: isActive, pattern: .solid, color: color.map(PlatformValue.init)))
    }

    /// Text underlined with a line of the given pattern, in `color` if given.
    public func underline(
      _ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil
    ) -> Self {
      self.adding(
        .underline(isActive: isActive, pattern: pattern, color: color.map(PlatformValue.init)))
    }
  }
#endif
