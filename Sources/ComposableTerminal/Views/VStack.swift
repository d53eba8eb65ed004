/// Views arranged top to bottom. Every child gets the stack's full width; `Spacer`s share the
/// height left over.
///
/// ```swift
/// VStack(spacing: 1) {
///   Text("Title").bold()
///   Text("Body")
/// }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
  let spacing: Int
  let content: Content

  /// A column of views with `spacing` blank rows between them.
  public init(spacing: Int = 0, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(in context: BuildContext) -> Node {
    .stack(.vertical, spacing: self.spacing, children: [resolve(self.content, in: context)])
  }
}
