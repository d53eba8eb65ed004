/// A titled group of controls in a form, with an optional footer.
///
/// ```swift
/// Section("Notifications") {
///   Toggle("Enable notifications", isOn: store.binding(\.enableNotifications))
/// } footer: {
///   Text("Email and mobile need notifications on.")
/// }
/// ```
public struct Section<Content: View, Footer: View>: View, PrimitiveView {
  let title: String
  let content: Content
  let footer: Footer

  /// A section with a title, content and a footer.
  public init(
    _ title: some StringProtocol, @ViewBuilder content: () -> Content,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(title: String(title), content: content(), footer: footer())
  }

  private init(title: String, content: Content, footer: Footer) {
    self.title = title
    self.content = content
    self.footer = footer
  }

  func makeNode(in context: BuildContext) -> Node {
    var children: [Node] = []
    if !self.title.isEmpty {
      children.append(
        .text(
          [TextRun(self.title.uppercased(), style: TextStyle(foreground: .cyan, isBold: true))],
          truncation: .tail))
    }
    children.append(resolve(self.content, in: context))
    let footer = Node.flatten([resolve(self.footer, in: context)])
    if !footer.isEmpty {
      children.append(
        .styled(TextStyle(isDim: true), .padding(EdgeInsets(leading: 2), .group(footer))))
    }
    return .stack(.vertical, spacing: 0, children: children)
  }
}

extension Section where Footer == EmptyView {
  /// A section with a title and content.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), content: content(), footer: EmptyView())
  }
}
