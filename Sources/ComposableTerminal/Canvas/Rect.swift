/// A rectangle of character cells, origin at the top left.
public struct Rect: Hashable, Sendable {
  /// The column of the left edge.
  public var x: Int
  /// The row of the top edge.
  public var y: Int
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// A rectangle; negative sizes count as zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The width and height.
  public var size: Size { Size(width: self.width, height: self.height) }
  var maxX: Int { self.x + self.width }
  var maxY: Int { self.y + self.height }

  /// The rectangle shrunk by the given amounts on each side.
  func inset(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) -> Rect {
    Rect(
      x: self.x + leading,
      y: self.y + top,
      width: self.width - leading - trailing,
      height: self.height - top - bottom
    )
  }

  func intersection(_ other: Rect) -> Rect {
    let x = max(self.x, other.x)
    let y = max(self.y, other.y)
    return Rect(
      x: x, y: y, width: min(self.maxX, other.maxX) - x, height: min(self.maxY, other.maxY) - y)
  }
}
