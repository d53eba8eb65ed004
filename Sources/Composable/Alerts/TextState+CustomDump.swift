extension TextState: CustomDumpRepresentable {
  /// The text as a string, with its styles marked: `**bold**`, `_italic_`, `~~struck~~`, and
  /// `<name=value>…</name>` tags for the others (`<u>`, `<kerning=2.5>`, …). Test failures
  /// show alert titles and button labels this way.
  public var customDumpValue: Any {
    self.markedUp
  }

  var markedUp: String {
    var output: String
    switch self.storage {
    case let .verbatim(string):
      output = string
    case let .concatenated(lhs, rhs):
      output = lhs.markedUp + rhs.markedUp
    }
    for modifier in self.modifiers {
      output = modifier.markUp(output)
    }
    return output
  }
}

extension TextState.Modifier {
  /// `text` with this modifier's mark around it; unchanged for modifiers that are off or that
  /// do not show (a digit style, a font).
  func markUp(_ text: String) -> String {
    func tag(_ name: String, _ value: String? = nil, attribute: String? = nil) -> String {
      let head = [name, attribute].compactMap { $0 }.joined(separator: " ")
      return "<\(head)\(value.map { "=\($0)" } ?? "")>\(text)</\(name)>"
    }
    switch self {
    case let .accessibilityHeading(level):
      return tag("accessibility-heading-level", level.rawValue)
    case let .accessibilityLabel(label):
      return tag("accessibility-label", label.markedUp)
    case let .accessibilityTextContentType(type):
      return tag("accessibility-text-content-type", type.rawValue)
    case let .baselineOffset(offset):
      return tag("baseline-offset", "\(offset)")
    case .bold(isActive: true):
      return "**\(text)**"
    case let .fontWidth(width?):
      return tag("font-width", width.rawValue)
    case .italic(isActive: true):
      return "_\(text)_"
    case let .kerning(kerning):
      return tag("kerning", "\(kerning)")
    case let .speechAdjustedPitch(pitch):
      return tag("speech-adjusted-pitch", "\(pitch)")
    case .speechAlwaysIncludesPunctuation(true):
      return tag("speech-always-includes-punctuation")
    case .speechAnnouncementsQueued(true):
      return tag("speech-announcements-queued")
    case .speechSpellsOutCharacters(true):
      return tag("speech-spells-out-characters")
    case let .strikethrough(isActive: true, _, color?):
      return tag("s", "\(color)", attribute: "color")
    case .strikethrough(isActive: true, _, nil):
      return "~~\(text)~~"
    case let .tracking(tracking):
      return tag("tracking", "\(tracking)")
    case let .underline(isActive: true, _, color?):
      return tag("u", "\(color)", attribute: "color")
    case .underline(isActive: true, _, nil):
      return tag("u")
    case .bold(isActive: false), .fontWidth(nil), .italic(isActive: false), .monospacedDigit,
      .speechAlwaysIncludesPunctuation(false), .speechAnnouncementsQueued(false),
      .speechSpellsOutCharacters(false), .strikethrough(isActive: false, _, _),
      .underline(isActive: false, _, _):
      return text
    #if canImport(SwiftUI)
      case let .fontWeight(weight?) where weight.value == .bold:
        return "**\(text)**"
      case let .fontWeight(weight?):
        return tag("font-weight", Self.name(of: weight.value))
      case let .foregroundColor(color?):
        return tag("foreground-color", "\(color)")
      case let .fontDesign(design?):
        return tag("font-design", Self.name(of: design.value))
      case .font, .fontWeight(nil), .foregroundColor(nil), .fontDesign(nil):
        return text
    #endif
    }
  }
}

#if canImport(SwiftUI)
  import SwiftUI

  extension TextState.PlatformValue: CustomStringConvertible {
    var description: String { "\(self.value)" }
  }

  extension TextState.Modifier {
    static func name(of weight: Font.Weight) -> String {
      let names: [Font.Weight: String] = [
        .black: "black", .bold: "bold", .heavy: "heavy", .light: "light", .medium: "medium",
        .regular: "regular", .semibold: "semibold", .thin: "thin", .ultraLight: "ultraLight",
      ]
      return names[weight] ?? "\(weight)"
    }

    static func name(of design: Font.Design) -> String {
      let names: [Font.Design: String] = [
        .default: "default", .serif: "serif", .rounded: "rounded", .monospaced: "monospaced",
      ]
      return names[design] ?? "\(design)"
    }
  }
#endif
