/// A view that draws nothing.
public struct EmptyView: View, PrimitiveView {
  /// An empty view.
  public init() {}

  func makeNode(in context: BuildContext) -> Node { .empty }
}
