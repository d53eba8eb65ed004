/// Views arranged left to right, one cell apart by default; `Spacer`s share the width left
/// over.
///
/// ```swift
/// HStack {
///   Button("−") { store.send(.decrementButtonTapped) }
///   Button("+") { store.send(.incrementButtonTapped) }
/// }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
  let spacing: Int
  let content: Content

  /// A row of views `spacing` cells apart.
  public init(spacing: Int = 1, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(in context: BuildContext) -> Node {
    .stack(.horizontal, spacing: self.spacing, children: [resolve(self.content, in: context)])
  }
}
