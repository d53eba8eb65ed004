import Foundation

/// Text that feature state can hold and tests can compare: the label of an alert button, the
/// title and message of an alert, styled with modifiers recorded as values.
///
/// Front ends draw it (a terminal with ANSI styles, SwiftUI with `Text`); state and tests only
/// build and compare it:
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete ") + TextState(item.name).bold() + TextState("?")
/// }
/// ```
///
/// Two values are equal when they were built the same way: the same strings, concatenated in
/// the same places, with the same modifiers. `TextState("ab")` is not equal to
/// `TextState("a") + TextState("b")`. In test failures a value prints as its string, with its
/// styles marked in Markdown and tags (`"Delete **Notes**?"`).
public struct TextState: Equatable, Hashable, Sendable {
  var storage: Storage
  /// The modifiers, in the order they were applied.
  var modifiers: [Modifier] = []

  enum Storage: Hashable, Sendable {
    case verbatim(String)
    indirect case concatenated(TextState, TextState)
  }

  init(storage: Storage) {
    self.storage = storage
  }
}

extension TextState {
  /// Text shown exactly as written, never looked up in a strings table.
  public init(verbatim content: String) {
    self.init(storage: .verbatim(content))
  }

  /// Text made of a string. (Strings are shown as written: there is no localization lookup.)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// Text that shows `lhs` followed by `rhs`, each keeping its own modifiers.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }

  /// Returns a copy with `modifier` applied after the ones already there.
  func adding(_ modifier: Modifier) -> Self {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }
}

extension String {
  /// The characters of `state`, without its styles: what a plain-text front end shows.
  ///
  /// - Parameters:
  ///   - state: The text to read.
  ///   - locale: Accepted for source compatibility; strings are not localized.
  public init(state: TextState, locale: Locale? = nil) {
    switch state.storage {
    case let .verbatim(string):
      self = string
    case let .concatenated(lhs, rhs):
      self = String(state: lhs, locale: locale) + String(state: rhs, locale: locale)
    }
  }
}
