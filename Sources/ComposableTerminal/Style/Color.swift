/// A terminal color, written as a plain ANSI SGR parameter.
///
/// The eight basic colors and their bright variants work on every terminal; `.palette` and `.rgb`
/// need a 256-color or true-color terminal.
///
/// ```swift
/// Text("Saved").foregroundColor(.green)
/// ```
public enum Color: Hashable, Sendable {
  /// The eight basic colors.
  case black, red, green, yellow, blue, magenta, cyan, white
  /// Their bright variants.
  case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan,
    brightWhite
  /// A color of the 256-color palette.
  case palette(UInt8)
  /// A 24-bit color.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The SGR parameters that select this color as the foreground (or background).
  func sgrParameters(background: Bool) -> [String] {
    let offset = background ? 10 : 0
    switch self {
    case .black: return ["\(30 + offset)"]
    case .red: return ["\(31 + offset)"]
    case .green: return ["\(32 + offset)"]
    case .yellow: return ["\(33 + offset)"]
    case .blue: return ["\(34 + offset)"]
    case .magenta: return ["\(35 + offset)"]
    case .cyan: return ["\(36 + offset)"]
    case .white: return ["\(37 + offset)"]
    case .brightBlack: return ["\(90 + offset)"]
    case .brightRed: return ["\(91 + offset)"]
    case .brightGreen: return ["\(92 + offset)"]
    case .brightYellow: return ["\(93 + offset)"]
    case .brightBlue: return ["\(94 + offset)"]
    case .brightMagenta: return ["\(95 + offset)"]
    case .brightCyan: return ["\(96 + offset)"]
    case .brightWhite: return ["\(97 + offset)"]
    case let .palette(index): return ["\(38 + offset)", "5", "\(index)"]
    case let .rgb(red, green, blue):
      return ["\(38 + offset)", "2", "\(red)", "\(green)", "\(blue)"]
    }
  }
}
