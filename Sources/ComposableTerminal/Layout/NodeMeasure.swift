/// Measures nodes: the size a node needs to show all of its content.
///
/// The model is a small subset of SwiftUI's: stacks give each child its natural size along
/// their axis and their whole extent across it. Drawing (`NodeRenderer`) asks for these sizes
/// to share out the room it has.
struct NodeMeasure {
  /// Whether compressible text counts with its minimum width rather than its full width.
  private let compressesText: Bool

  /// Every node at the size that shows all of its content.
  static let natural = NodeMeasure(compressesText: false)
  /// Compressible text at its minimum width: for telling whether the screen fits at all, and
  /// how far a row that is too wide can be cut.
  static let minimum = NodeMeasure(compressesText: true)

  /// The size `node` needs, inside a stack along `axis`.
  func size(of node: Node, in axis: Node.Axis = .vertical) -> Size {
    switch node {
    case .empty:
      return .zero
    case let .group(nodes):
      return self.stackSize(axis, spacing: 0, children: Node.flatten(nodes))
    case let .text(spans, truncation):
      let lines = spans.lines
      let width = lines.map(\.terminalWidth).max() ?? 0
      if self.compressesText, case let .compressible(minWidth) = truncation {
        return Size(width: min(width, minWidth), height: lines.count)
      }
      return Size(width: width, height: lines.count)
    case let .stack(stackAxis, spacing, nodes):
      return self.stackSize(stackAxis, spacing: spacing, children: Node.flatten(nodes))
    case let .spacer(minLength):
      return axis == .vertical
        ? Size(width: 0, height: minLength) : Size(width: minLength, height: 0)
    case .divider:
      return axis == .vertical ? Size(width: 0, height: 1) : Size(width: 1, height: 0)
    case let .control(control):
      return Size(width: control.spans(isFocused: true).terminalWidth, height: 1)
    case let .padding(insets, node):
      let size = self.size(of: node, in: axis)
      return Size(
        width: size.width + insets.leading + insets.trailing,
        height: size.height + insets.top + insets.bottom)
    case let .framed(title, node):
      let size = self.size(of: node, in: .vertical)
      return Size(
        width: max(size.width + 4, (title?.terminalWidth ?? 0) + 6), height: size.height + 2)
    case let .styled(_, node), let .disabled(node), let .keyHandlers(_, node),
      let .focusScope(_, node), let .titled(_, node):
      return self.size(of: node, in: axis)
    case let .layers(base, overlays):
      var size = self.size(of: base, in: axis)
      for (index, layer) in overlays.enumerated() {
        let content = self.size(of: layer.content, in: .vertical)
        let insets = layer.kind.insets(depth: index)
        // A frame around the content, two columns of padding inside it, and the insets.
        let needed = Size(
          width: content.width + 4 + insets.leading + insets.trailing,
          height: content.height + 2 + insets.top + insets.bottom)
        size = Size(width: max(size.width, needed.width), height: max(size.height, needed.height))
      }
      return size
    case let .log(_, minSize, _):
      return minSize
    case let .fixedFrame(width, height, node):
      let size = self.size(of: node, in: axis)
      return Size(width: width ?? size.width, height: height ?? size.height)
    case let .titleBar(title, trailing):
      return Size(width: title.terminalWidth + trailing.terminalWidth + 3, height: 1)
    }
  }

  private func stackSize(_ axis: Node.Axis, spacing: Int, children: [Node]) -> Size {
    let sizes = children.map { self.size(of: $0, in: axis) }
    let gaps = max(0, children.count - 1) * spacing
    switch axis {
    case .vertical:
      return Size(
        width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
    case .horizontal:
      return Size(
        width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
    }
  }
}
