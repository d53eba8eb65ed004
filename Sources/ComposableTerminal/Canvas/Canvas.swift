/// A grid of styled character cells that views draw into; a frame is read off it as lines.
///
/// Drawing is clipped to the canvas and to an optional clip rectangle, so a view given less room
/// than it wants is cut off instead of spilling into its neighbours.
struct Canvas {
  struct Cell: Equatable {
    /// The character drawn, or `nil` for the second column of a wide character.
    var character: Character?
    var style: TextStyle
  }

  let size: Size
  private(set) var cells: [Cell]
  var clip: Rect

  init(size: Size) {
    self.size = size
    self.cells = Array(
      repeating: Cell(character: " ", style: .plain), count: size.width * size.height)
    self.clip = Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  private func contains(x: Int, y: Int) -> Bool {
    x >= self.clip.x && x < self.clip.maxX && y >= self.clip.y && y < self.clip.maxY
      && x >= 0 && y >= 0 && x < self.size.width && y < self.size.height
  }

  /// Writes `text` starting at (x, y) on one line, stopping at `maxX`. Returns the column after
  /// the last character written.
  @discardableResult
  mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, style: TextStyle, maxX: Int? = nil
  )
    -> Int
  {
    let limit = min(maxX ?? Int.max, self.clip.maxX)
    var column = x
    for character in text {
      let width = character.terminalWidth
      guard width > 0 else { continue }
      guard column + width <= limit else { break }
      if self.contains(x: column, y: y) {
        self.cells[y * self.size.width + column] = Cell(character: character, style: style)
        if width == 2, self.contains(x: column + 1, y: y) {
          self.cells[y * self.size.width + column + 1] = Cell(character: nil, style: style)
        }
      }
      column += width
    }
    return column
  }

  /// Fills a rectangle with a character.
  mutating func fill(_ rect: Rect, with character: Character = " ", style: TextStyle = .plain) {
    let area = rect.intersection(self.clip)
    guard area.width > 0, area.height > 0 else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        self.cells[y * self.size.width + x] = Cell(character: character, style: style)
      }
    }
  }

  /// Lays `style` over every cell of `rect` (used to dim the screen under a sheet, and to
  /// highlight a focused row across its whole width).
  mutating func applyStyle(_ style: TextStyle, to rect: Rect) {
    let area = rect.intersection(self.clip)
    guard area.width > 0, area.height > 0 else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        self.cells[y * self.size.width + x].style = self.cells[y * self.size.width + x].style
          .merged(with: style)
      }
    }
  }

  /// Draws a single-line box along the edges of `rect`, with an optional title in the top edge.
  mutating func drawBox(_ rect: Rect, title: String?, style: TextStyle) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let horizontal = String(repeating: "─", count: rect.width - 2)
    self.write("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: style)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      self.write("│", x: rect.x, y: y, style: style)
      self.write("│", x: rect.maxX - 1, y: y, style: style)
    }
    self.write("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, style: style)
    if let title, !title.isEmpty, rect.width > 6 {
      var bold = style
      bold.isBold = true
      self.write(" \(title) ", x: rect.x + 2, y: rect.y, style: bold, maxX: rect.maxX - 2)
    }
  }

  /// The rows as plain text, trailing spaces removed.
  var plainLines: [String] {
    (0..<self.size.height).map { row in
      var line = ""
      for column in 0..<self.size.width {
        if let character = self.cells[row * self.size.width + column].character {
          line.append(character)
        }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The rows as text with ANSI SGR sequences; each row starts and ends in the default style.
  var styledLines: [String] {
    (0..<self.size.height).map { row in
      var line = ""
      var current = TextStyle.plain
      var pendingSpaces = 0
      for column in 0..<self.size.width {
        let cell = self.cells[row * self.size.width + column]
        guard let character = cell.character else { continue }
        // Plain trailing blanks are omitted; the renderer clears to the end of the line.
        if character == " ", cell.style == .plain, current == .plain {
          pendingSpaces += 1
          continue
        }
        if pendingSpaces > 0 {
          line += String(repeating: " ", count: pendingSpaces)
          pendingSpaces = 0
        }
        if cell.style != current {
          line += cell.style.sgr
          current = cell.style
        }
        line.append(character)
      }
      if current != .plain { line += ANSI.reset }
      return line
    }
  }
}
