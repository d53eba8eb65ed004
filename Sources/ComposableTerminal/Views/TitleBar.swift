/// A full-width bar with a title on the left and optional text on the right, drawn in reverse
/// video: the header of a screen.
///
/// ```swift
/// TitleBar("Composable demo", trailing: "q quit")
/// ```
public struct TitleBar: View, PrimitiveView {
  let title: Text
  let trailing: Text

  /// A bar with a bold title and plain trailing text.
  public init(_ title: some StringProtocol, trailing: some StringProtocol = "") {
    self.title = Text(title).bold()
    self.trailing = Text(trailing)
  }

  /// A bar with styled title and trailing text.
  public init(_ title: Text, trailing: Text = Text("")) {
    self.title = title
    self.trailing = trailing
  }

  func makeNode(in context: BuildContext) -> Node {
    .titleBar(title: self.title.spans, trailing: self.trailing.spans)
  }
}
