/// A type-erased view.
public struct AnyView: View, PrimitiveView {
  private let make: @MainActor (BuildContext) -> Node

  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    if let view = view as? AnyView {
      self = view
    } else {
      self.make = { resolve(view, in: $0) }
    }
  }

  init(node: @escaping @MainActor (BuildContext) -> Node) {
    self.make = node
  }

  func makeNode(in context: BuildContext) -> Node {
    self.make(context)
  }
}
