/// How a text field edits its text with a key: a printable character is typed at the end, and
/// Backspace removes the last character.
enum TextEditing {
  /// The text after `key`, or `nil` when the key does not edit text.
  static func edited(_ text: String, by key: Key) -> String? {
    switch key {
    case let .character(character): text + String(character)
    case .backspace: String(text.dropLast())
    default: nil
    }
  }
}
