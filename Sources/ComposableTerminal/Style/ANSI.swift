/// The escape sequences the terminal front end writes. Plain VT100/xterm sequences that every
/// terminal emulator in use understands; no terminfo lookup.
public enum ANSI {
  /// Resets colors and attributes.
  public static let reset = "\u{1B}[0m"
  /// Erases from the cursor to the end of the line.
  public static let clearToEndOfLine = "\u{1B}[K"
  /// Erases the whole screen.
  public static let clearScreen = "\u{1B}[2J"
  /// Hides the cursor, so redraws do not flicker it across the screen.
  public static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor again.
  public static let showCursor = "\u{1B}[?25h"
  /// Switches to the alternate screen, which keeps the user's scrollback intact.
  public static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Returns to the normal screen and its scrollback.
  public static let leaveAlternateScreen = "\u{1B}[?1049l"

  /// Moves the cursor to a zero-based row and column.
  public static func moveTo(row: Int, column: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }
}
