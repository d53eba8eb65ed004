/// A size in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// A size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No cells at all.
  public static let zero = Size(width: 0, height: 0)

  /// `80×24`.
  public var description: String { "\(self.width)×\(self.height)" }
}
