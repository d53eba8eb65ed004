/// A line across the enclosing stack: horizontal in a `VStack`, vertical in an `HStack`.
public struct Divider: View, PrimitiveView {
  /// A divider.
  public init() {}

  func makeNode(in context: BuildContext) -> Node { .divider }
}
