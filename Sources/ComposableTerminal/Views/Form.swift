/// Sections of controls one blank line apart, like SwiftUI's `Form`.
public struct Form<Content: View>: View, PrimitiveView {
  let content: Content

  /// A form of the given sections.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeNode(in context: BuildContext) -> Node {
    .stack(.vertical, spacing: 1, children: [resolve(self.content, in: context)])
  }
}
