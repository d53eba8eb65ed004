extension Character {
  /// How many terminal columns the character occupies: 0 for combining marks and formatting
  /// characters, 2 for East Asian wide characters and emoji, 1 otherwise.
  ///
  /// A small table rather than a full `wcwidth`: it covers Hangul, CJK, full-width forms and
  /// emoji, which is what appears in practice.
  var terminalWidth: Int {
    guard let scalar = self.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    if self.unicodeScalars.count > 1,
      self.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}

extension StringProtocol {
  /// The number of terminal columns the string occupies.
  var terminalWidth: Int {
    self.reduce(0) { $0 + $1.terminalWidth }
  }
}
