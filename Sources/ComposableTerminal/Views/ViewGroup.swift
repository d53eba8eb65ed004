/// Several views side by side in whatever stack contains them: what a `ViewBuilder` block
/// produces.
public struct ViewGroup: View, PrimitiveView {
  let views: [AnyView]

  init(_ views: [AnyView]) {
    self.views = views
  }

  /// Groups the views of `content`, like SwiftUI's `Group`.
  public init(@ViewBuilder content: () -> ViewGroup) {
    self = content()
  }

  func makeNode(in context: BuildContext) -> Node {
    .group(self.views.map { resolve($0, in: context) })
  }
}
