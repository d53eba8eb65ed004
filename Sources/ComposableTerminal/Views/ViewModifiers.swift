/// A view whose node is derived from its content's node: how the modifiers below are built.
struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let transform: @MainActor (Node, BuildContext) -> Node

  func makeNode(in context: BuildContext) -> Node {
    self.transform(resolve(self.content, in: context), context)
  }
}

extension View {
  /// Space around the view.
  public func padding(_ insets: EdgeInsets) -> some View {
    ModifiedView(content: self) { node, _ in .padding(insets, node) }
  }

  /// The same space on every side.
  public func padding(_ length: Int = 1) -> some View {
    self.padding(EdgeInsets(length))
  }

  /// Space on the left and right only.
  public func padding(horizontal: Int = 0, vertical: Int = 0) -> some View {
    self.padding(
      EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
  }

  /// Draws a box around the view, with an optional title in its top edge.
  public func framed(title: String? = nil) -> some View {
    ModifiedView(content: self) { node, _ in .framed(title: title, node) }
  }

  /// Lays a style over every character of the view.
  public func textStyle(_ style: TextStyle) -> some View {
    ModifiedView(content: self) { node, _ in .styled(style, node) }
  }

  /// Colors every character of the view.
  public func foregroundColor(_ color: Color) -> some View {
    self.textStyle(TextStyle(foreground: color))
  }

  /// Makes the controls inside unreachable by focus and draws them faint, as SwiftUI's
  /// `disabled` does.
  public func disabled(_ isDisabled: Bool) -> some View {
    ModifiedView(content: self) { node, _ in isDisabled ? .disabled(node) : node }
  }

  /// Runs `action` when `key` is pressed. On a control, while that control has focus; on any
  /// other view, while focus is inside it (or nothing has focus). Inner handlers win.
  ///
  /// ```swift
  /// Button("\(number)") { store.send(.itemTapped(number)) }
  ///   .onKeyPress(.character("s")) { store.send(.itemSheetTapped(number)) }
  /// ```
  public func onKeyPress(_ key: Key, action: @escaping @MainActor () -> Void) -> some View {
    ModifiedView(content: self) { node, _ in
      node.addingKeyHandler(KeyHandler(trigger: .key(key), action: action))
    }
  }

  /// Runs `action` when Esc is pressed while focus is inside the view: going back from a
  /// pushed screen or closing a layer. While a back handler is active, `q` does not quit.
  public func onBack(perform action: @escaping @MainActor () -> Void) -> some View {
    ModifiedView(content: self) { node, _ in
      .keyHandlers([KeyHandler(trigger: .back, action: action)], node)
    }
  }

  /// The title of the screen this view is: shown by the router's breadcrumb and frames.
  public func navigationTitle(_ title: some StringProtocol) -> some View {
    ModifiedView(content: self) { node, _ in .titled(String(title), node) }
  }

  /// A stable identity for a control, so focus stays on it when the screen changes around it.
  /// Controls otherwise are identified by kind and label.
  public func focusID(_ id: some Hashable) -> some View {
    ModifiedView(content: self) { node, _ in
      guard case var .control(control) = node else { return node }
      control.explicitID = "\(id)"
      return .control(control)
    }
  }

  /// Remembers which control inside had focus, and restores it when the view shows again after
  /// something else had focus (coming back from a pushed screen, say).
  public func focusScope(_ id: some Hashable) -> some View {
    ModifiedView(content: self) { node, _ in .focusScope("\(id)", node) }
  }

  /// A fixed width and/or height for the view.
  public func frame(width: Int? = nil, height: Int? = nil) -> some View {
    ModifiedView(content: self) { node, _ in .fixedFrame(width: width, height: height, node) }
  }
}

extension Node {
  func addingKeyHandler(_ handler: KeyHandler) -> Node {
    switch self {
    case var .control(control):
      control.keyHandlers.append(handler)
      return .control(control)
    case let .keyHandlers(handlers, node):
      return .keyHandlers(handlers + [handler], node)
    default:
      return .keyHandlers([handler], self)
    }
  }
}
