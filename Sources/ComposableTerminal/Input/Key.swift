/// A key press, decoded from the bytes a terminal sends.
///
/// ```swift
/// switch key {
/// case .up, .character("k"): moveUp()
/// case .enter: activate()
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// The arrow keys.
  case up, down, left, right
  /// Home, End, Page Up and Page Down.
  case home, end, pageUp, pageDown
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Enter (Return).
  case enter
  /// Backspace (DEL or ^H).
  case backspace
  /// Forward delete.
  case delete
  /// Esc.
  case escape
  /// A control chord other than the ones named above: `.control("c")` is Ctrl-C.
  case control(Character)
  /// A printable character, including space.
  case character(Character)

  /// The space bar.
  public static let space = Key.character(" ")
  /// Ctrl-C, which always quits.
  public static let controlC = Key.control("c")

  /// The character this key types into a text field, if any.
  public var printable: Character? {
    if case let .character(character) = self { return character }
    return nil
  }

  /// The key as a person would name it: `↑`, `Enter`, `Ctrl-C`, `q`.
  public var description: String {
    switch self {
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .enter: return "Enter"
    case .backspace: return "Backspace"
    case .delete: return "Delete"
    case .escape: return "Esc"
    case let .control(character): return "Ctrl-\(character.uppercased())"
    case .character(" "): return "Space"
    case let .character(character): return String(character)
    }
  }
}
