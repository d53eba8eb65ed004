/// Flexible empty space along the axis of the enclosing stack.
public struct Spacer: View, PrimitiveView {
  let minLength: Int

  /// A spacer that keeps at least `minLength` cells.
  public init(minLength: Int = 0) {
    self.minLength = minLength
  }

  func makeNode(in context: BuildContext) -> Node {
    .spacer(minLength: self.minLength)
  }
}
