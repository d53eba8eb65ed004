// How nodes behave in a layout, whoever measures or draws them.

extension Node {
  /// Whether a node grows to take room left over along `axis`, inside a stack along `parent`.
  func isFlexible(along axis: Node.Axis, in parent: Node.Axis) -> Bool {
    switch self {
    case .spacer: return axis == parent
    case .log: return true
    case let .group(nodes):
      return nodes.contains { $0.isFlexible(along: axis, in: parent) }
    case let .stack(stackAxis, _, nodes):
      return nodes.contains { $0.isFlexible(along: axis, in: stackAxis) }
    case let .padding(_, node), let .framed(_, node), let .styled(_, node), let .disabled(node),
      let .keyHandlers(_, node), let .focusScope(_, node), let .titled(_, node):
      return node.isFlexible(along: axis, in: parent)
    case .layers:
      // A screen with layers takes the room it is given, so its layers have room to show.
      return true
    case let .fixedFrame(width, height, node):
      if axis == .horizontal, width != nil { return false }
      if axis == .vertical, height != nil { return false }
      return node.isFlexible(along: axis, in: parent)
    case .empty, .text, .divider, .control, .titleBar:
      return false
    }
  }

  var isSpacer: Bool {
    if case .spacer = self { return true }
    return false
  }

  /// The nodes with groups spliced in and empty nodes left out: the children a stack lays out.
  static func flatten(_ nodes: [Node]) -> [Node] {
    nodes.flatMap { node -> [Node] in
      switch node {
      case let .group(children): return flatten(children)
      case .empty: return []
      default: return [node]
      }
    }
  }
}
