/// The most recent lines of a growing text (a log), in the room left over by its siblings.
///
/// ```swift
/// LogView(title: "Changes", lines: changeLog.lines)
/// ```
public struct LogView: View, PrimitiveView {
  let title: String?
  let lines: [String]
  let minSize: Size

  /// A log of `lines`, newest last, that needs at least `minWidth`×`minHeight` cells.
  public init(title: String? = nil, lines: [String], minWidth: Int = 24, minHeight: Int = 3) {
    self.title = title
    self.lines = lines
    self.minSize = Size(width: minWidth, height: minHeight)
  }

  func makeNode(in context: BuildContext) -> Node {
    .log(self.lines, minSize: self.minSize, title: self.title)
  }
}
