extension Node {
  /// Gives every control its final identity and disabled flag.
  ///
  /// Identities are the enclosing focus scopes followed by the control's own id (explicit, or
  /// kind and label, with a counter for repeats), so the same button on two stacked screens is
  /// two controls, and a control keeps its identity when unrelated content above it changes.
  func prepared() -> Node {
    var counts: [String: Int] = [:]
    return self.prepared(scope: "", isDisabled: false, counts: &counts)
  }

  private func prepared(scope: String, isDisabled: Bool, counts: inout [String: Int]) -> Node {
    switch self {
    case var .control(control):
      let local = control.explicitID ?? "\(control.kindName):\(control.label.plainText)"
      let key = scope + "/" + local
      let occurrence = counts[key, default: 0]
      counts[key] = occurrence + 1
      control.explicitID = occurrence == 0 ? key : "\(key)#\(occurrence)"
      control.isDisabled = control.isDisabled || isDisabled
      return .control(control)
    case let .group(nodes):
      return .group(
        nodes.map { $0.prepared(scope: scope, isDisabled: isDisabled, counts: &counts) })
    case let .stack(axis, spacing, nodes):
      return .stack(
        axis, spacing: spacing,
        children: nodes.map { $0.prepared(scope: scope, isDisabled: isDisabled, counts: &counts) })
    case let .padding(insets, node):
      return .padding(insets, node.prepared(scope: scope, isDisabled: isDisabled, counts: &counts))
    case let .framed(title, node):
      return .framed(
        title: title, node.prepared(scope: scope, isDisabled: isDisabled, counts: &counts))
    case let .styled(style, node):
      return .styled(style, node.prepared(scope: scope, isDisabled: isDisabled, counts: &counts))
    case let .disabled(node):
      return .disabled(node.prepared(scope: scope, isDisabled: true, counts: &counts))
    case let .keyHandlers(handlers, node):
      return .keyHandlers(
        handlers, node.prepared(scope: scope, isDisabled: isDisabled, counts: &counts))
    case let .focusScope(id, node):
      return .focusScope(
        id, node.prepared(scope: scope + "/" + id, isDisabled: isDisabled, counts: &counts))
    case let .titled(title, node):
      return .titled(title, node.prepared(scope: scope, isDisabled: isDisabled, counts: &counts))
    case let .layers(base, overlays):
      return .layers(
        base: base.prepared(scope: scope, isDisabled: isDisabled, counts: &counts),
        overlays: overlays.map { layer in
          var layer = layer
          layer.content = layer.content.prepared(
            scope: scope, isDisabled: isDisabled, counts: &counts)
          return layer
        }
      )
    case let .fixedFrame(width, height, node):
      return .fixedFrame(
        width: width, height: height,
        node.prepared(scope: scope, isDisabled: isDisabled, counts: &counts))
    case .empty, .text, .spacer, .divider, .log, .titleBar:
      return self
    }
  }
}
