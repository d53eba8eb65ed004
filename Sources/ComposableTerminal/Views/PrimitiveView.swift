/// A view that the layout engine knows how to draw directly.
@MainActor
protocol PrimitiveView {
  func makeNode(in context: BuildContext) -> Node
}

extension PrimitiveView {
  /// Primitive views have no body; the layout engine resolves them through `makeNode`.
  public var body: Never {
    fatalError("\(Self.self) is drawn by the terminal layout engine and has no body")
  }
}

@MainActor
func resolve<V: View>(_ view: V, in context: BuildContext) -> Node {
  if let primitive = view as? any PrimitiveView {
    return primitive.makeNode(in: context)
  }
  return resolve(view.body, in: context)
}
