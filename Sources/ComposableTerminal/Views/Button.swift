/// A control that performs an action when activated with Enter or Space.
///
/// ```swift
/// Button("Go back to list view") { store.send(.backButtonTapped) }
/// ```
///
/// Inside a `List` a button draws as a full-width row.
public struct Button: View, PrimitiveView {
  let label: Text
  let action: @MainActor () -> Void

  /// A button with a plain title.
  public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
    self.label = Text(title)
    self.action = action
  }

  /// A button with a styled label.
  public init(_ label: Text, action: @escaping @MainActor () -> Void) {
    self.label = label
    self.action = action
  }

  func makeNode(in context: BuildContext) -> Node {
    .control(ControlNode(label: self.label.spans, kind: .button(action: self.action)))
  }
}
