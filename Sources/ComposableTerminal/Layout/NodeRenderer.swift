/// Draws nodes into a canvas.
///
/// Stacks share their room with `StackLengths`, from the children's sizes as `NodeMeasure`
/// gives them; content that does not fit is clipped, and text is cut with `…`.
@MainActor
struct NodeRenderer {
  /// The control drawn with focus.
  var focusedID: String?

  /// Draws `node` into `rect` of `canvas`, inside a stack along `axis`.
  func draw(
    _ node: Node, in rect: Rect, on canvas: inout Canvas, style: TextStyle = .plain,
    axis: Node.Axis = .vertical
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    switch node {
    case .empty, .spacer:
      return
    case let .group(nodes):
      self.drawStack(
        .vertical, spacing: 0, children: Node.flatten(nodes), in: rect, on: &canvas, style: style)
    case let .text(spans, truncation):
      for (index, line) in spans.lines.enumerated() where index < rect.height {
        self.drawLine(
          line, x: rect.x, y: rect.y + index, width: rect.width, truncation: truncation,
          style: style, on: &canvas)
      }
    case let .stack(stackAxis, spacing, nodes):
      self.drawStack(
        stackAxis, spacing: spacing, children: Node.flatten(nodes), in: rect, on: &canvas,
        style: style)
    case .divider:
      var lineStyle = style
      lineStyle.isDim = true
      if axis == .vertical {
        canvas.write(
          String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, style: lineStyle)
      } else {
        for y in rect.y..<rect.maxY {
          canvas.write("│", x: rect.x, y: y, style: lineStyle)
        }
      }
    case let .control(control):
      self.drawControl(control, in: rect, on: &canvas, style: style)
    case let .padding(insets, node):
      self.draw(
        node,
        in: rect.inset(
          top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing
        ),
        on: &canvas, style: style, axis: axis)
    case let .framed(title, node):
      canvas.drawBox(rect, title: title, style: style)
      self.draw(
        node, in: rect.inset(top: 1, leading: 2, bottom: 1, trailing: 2), on: &canvas, style: style)
    case let .styled(overlay, node):
      self.draw(node, in: rect, on: &canvas, style: style.merged(with: overlay), axis: axis)
    case let .disabled(node):
      self.draw(
        node, in: rect, on: &canvas, style: style.merged(with: TextStyle(isDim: true)), axis: axis)
    case let .keyHandlers(_, node), let .focusScope(_, node), let .titled(_, node):
      self.draw(node, in: rect, on: &canvas, style: style, axis: axis)
    case let .layers(base, overlays):
      self.draw(base, in: rect, on: &canvas, style: style, axis: axis)
      for (index, layer) in overlays.enumerated() {
        // What is under a layer is still visible but clearly inactive.
        canvas.applyStyle(TextStyle(isDim: true), to: rect)
        let frame = layer.frame(depth: index, in: rect)
        canvas.fill(frame)
        canvas.drawBox(frame, title: layer.title, style: style)
        self.draw(
          layer.content, in: frame.inset(top: 1, leading: 2, bottom: 1, trailing: 2), on: &canvas,
          style: style)
      }
    case let .log(lines, _, title):
      var y = rect.y
      if let title {
        canvas.write(
          title, x: rect.x, y: y, style: style.merged(with: TextStyle(isBold: true)),
          maxX: rect.maxX)
        y += 1
      }
      let room = rect.maxY - y
      guard room > 0 else { return }
      for line in lines.suffix(room) {
        self.drawLine(
          [TextRun(line)], x: rect.x, y: y, width: rect.width, truncation: .tail, style: style,
          on: &canvas)
        y += 1
      }
    case let .fixedFrame(width, height, node):
      let frame = Rect(
        x: rect.x, y: rect.y, width: min(rect.width, width ?? rect.width),
        height: min(rect.height, height ?? rect.height))
      self.draw(node, in: frame, on: &canvas, style: style, axis: axis)
    case let .titleBar(title, trailing):
      let barStyle = style.merged(with: TextStyle(isInverse: true))
      canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: barStyle)
      let trailingWidth = trailing.terminalWidth
      let titleLimit = rect.maxX - (trailingWidth > 0 ? trailingWidth + 2 : 1)
      self.drawLine(
        title, x: rect.x + 1, y: rect.y, width: max(0, titleLimit - rect.x - 1), truncation: .tail,
        style: barStyle, on: &canvas)
      if trailingWidth > 0, trailingWidth + 2 < rect.width {
        self.drawLine(
          trailing, x: rect.maxX - 1 - trailingWidth, y: rect.y, width: trailingWidth,
          truncation: .tail, style: barStyle, on: &canvas)
      }
    }
  }

  private func drawStack(
    _ axis: Node.Axis, spacing: Int, children: [Node], in rect: Rect, on canvas: inout Canvas,
    style: TextStyle
  ) {
    guard !children.isEmpty else { return }
    let available = axis == .vertical ? rect.height : rect.width
    let lengths = StackLengths.lengths(
      of: children, along: axis, spacing: spacing, available: available)
    var offset = 0
    for (index, child) in children.enumerated() {
      let childRect: Rect
      switch axis {
      case .vertical:
        childRect = Rect(
          x: rect.x, y: rect.y + offset, width: rect.width,
          height: min(lengths[index], rect.height - offset))
      case .horizontal:
        childRect = Rect(
          x: rect.x + offset, y: rect.y, width: min(lengths[index], rect.width - offset),
          height: rect.height)
      }
      self.draw(child, in: childRect, on: &canvas, style: style, axis: axis)
      offset += lengths[index] + spacing
      if offset >= available { break }
    }
  }

  private func drawLine(
    _ spans: [TextRun], x: Int, y: Int, width: Int, truncation: Node.Truncation, style: TextStyle,
    on canvas: inout Canvas
  ) {
    guard width > 0 else { return }
    let fits = spans.terminalWidth <= width
    let marksCut = !fits && truncation != .none
    let limit = marksCut ? x + width - 1 : x + width
    var column = x
    for span in spans {
      column = canvas.write(
        span.text, x: column, y: y, style: style.merged(with: span.style), maxX: limit)
      if column >= limit { break }
    }
    if marksCut {
      canvas.write("…", x: limit, y: y, style: style.merged(with: spans.last?.style ?? .plain))
    }
  }

  private func drawControl(
    _ control: ControlNode, in rect: Rect, on canvas: inout Canvas, style: TextStyle
  ) {
    let isFocused = control.explicitID != nil && control.explicitID == self.focusedID
    var spans = control.spans(isFocused: isFocused)
    var base = style
    if control.isDisabled { base.isDim = true }
    if control.presentation == .row, isFocused {
      // A focused row is highlighted across the whole width of its list.
      canvas.fill(
        Rect(x: rect.x, y: rect.y, width: rect.width, height: 1),
        style: base.merged(with: TextStyle(isInverse: true)))
      spans = spans.map {
        TextRun($0.text, style: $0.style.merged(with: TextStyle(isInverse: true)))
      }
    }
    self.drawLine(
      spans, x: rect.x, y: rect.y, width: rect.width, truncation: .tail, style: base, on: &canvas)
  }
}
