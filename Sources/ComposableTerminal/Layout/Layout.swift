/// Measures nodes and draws them into a canvas.
///
/// The model is a small subset of SwiftUI's: stacks give each child its natural size along
/// their axis and their whole extent across it; spacers, logs and stacks containing them share
/// what is left over. Content that does not fit is clipped, and text is cut with `…`.
@MainActor
struct Layout {
  /// The control drawn with focus.
  var focusedID: String?
  /// Whether compressible text counts with its minimum width rather than its full width: for
  /// telling whether the screen fits at all.
  var measuresMinimum = false

  // MARK: Measuring

  /// The size a node needs to show all of its content.
  func measure(_ node: Node, in axis: Node.Axis = .vertical) -> Size {
    switch node {
    case .empty:
      return .zero
    case let .group(nodes):
      return self.measureStack(axis, spacing: 0, children: Self.flatten(nodes))
    case let .text(spans, truncation):
      let lines = spans.lines
      let width = lines.map(\.terminalWidth).max() ?? 0
      if self.measuresMinimum, case let .compressible(minWidth) = truncation {
        return Size(width: min(width, minWidth), height: lines.count)
      }
      return Size(width: width, height: lines.count)
    case let .stack(stackAxis, spacing, nodes):
      return self.measureStack(stackAxis, spacing: spacing, children: Self.flatten(nodes))
    case let .spacer(minLength):
      return axis == .vertical
        ? Size(width: 0, height: minLength) : Size(width: minLength, height: 0)
    case .divider:
      return axis == .vertical ? Size(width: 0, height: 1) : Size(width: 1, height: 0)
    case let .control(control):
      return Size(width: Self.controlSpans(control, isFocused: true).terminalWidth, height: 1)
    case let .padding(insets, node):
      let size = self.measure(node, in: axis)
      return Size(
        width: size.width + insets.leading + insets.trailing,
        height: size.height + insets.top + insets.bottom)
    case let .framed(title, node):
      let size = self.measure(node, in: .vertical)
      return Size(
        width: max(size.width + 4, (title?.terminalWidth ?? 0) + 6), height: size.height + 2)
    case let .styled(_, node), let .disabled(node), let .keyHandlers(_, node),
      let .focusScope(_, node), let .titled(_, node):
      return self.measure(node, in: axis)
    case let .layers(base, overlays):
      var size = self.measure(base, in: axis)
      for (index, layer) in overlays.enumerated() {
        let content = self.measure(layer.content, in: .vertical)
        let insets = Self.layerInsets(layer.kind, depth: index)
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
      let size = self.measure(node, in: axis)
      return Size(width: width ?? size.width, height: height ?? size.height)
    case let .titleBar(title, trailing):
      return Size(width: title.terminalWidth + trailing.terminalWidth + 3, height: 1)
    }
  }

  private func measureStack(_ axis: Node.Axis, spacing: Int, children: [Node]) -> Size {
    let sizes = children.map { self.measure($0, in: axis) }
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

  /// Whether a node grows to take room left over along `axis`, inside a stack along `parent`.
  static func isFlexible(_ node: Node, along axis: Node.Axis, in parent: Node.Axis) -> Bool {
    switch node {
    case .spacer: return axis == parent
    case .log: return true
    case let .group(nodes):
      return nodes.contains { isFlexible($0, along: axis, in: parent) }
    case let .stack(stackAxis, _, nodes):
      return nodes.contains { isFlexible($0, along: axis, in: stackAxis) }
    case let .padding(_, node), let .framed(_, node), let .styled(_, node), let .disabled(node),
      let .keyHandlers(_, node), let .focusScope(_, node), let .titled(_, node):
      return isFlexible(node, along: axis, in: parent)
    case .layers:
      // A screen with layers takes the room it is given, so its layers have room to show.
      return true
    case let .fixedFrame(width, height, node):
      if axis == .horizontal, width != nil { return false }
      if axis == .vertical, height != nil { return false }
      return isFlexible(node, along: axis, in: parent)
    case .empty, .text, .divider, .control, .titleBar:
      return false
    }
  }

  static func isSpacer(_ node: Node) -> Bool {
    if case .spacer = node { return true }
    return false
  }

  static func flatten(_ nodes: [Node]) -> [Node] {
    nodes.flatMap { node -> [Node] in
      switch node {
      case let .group(children): return flatten(children)
      case .empty: return []
      default: return [node]
      }
    }
  }

  /// Where a modal layer sits inside the screen: sheets leave the top of the screen under them
  /// visible; each deeper layer moves further in so the stack of layers shows.
  static func layerInsets(_ kind: Node.Layer.Kind, depth: Int) -> EdgeInsets {
    switch kind {
    case .sheet: return EdgeInsets(top: 3 + depth, leading: 2 + 2 * depth, bottom: 0, trailing: 2 + 2 * depth)
    case .cover: return EdgeInsets(top: depth, leading: 2 * depth, bottom: 0, trailing: 2 * depth)
    // The least room around a dialog: a column on each side, so its frame stands apart.
    case .alert, .confirmationDialog:
      return EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    }
  }

  /// Where a modal layer's frame goes in `rect`: sheets and covers fill what their insets leave;
  /// an alert is as small as its content allows, centered; a confirmation dialog spans the
  /// width and sits on the bottom edge.
  func layerFrame(_ layer: Node.Layer, depth: Int, in rect: Rect) -> Rect {
    let insets = Self.layerInsets(layer.kind, depth: depth)
    let room = rect.inset(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    guard layer.kind.isModal else { return room }
    let content = self.measure(layer.content, in: .vertical)
    let height = min(room.height, content.height + 2)
    switch layer.kind {
    case .confirmationDialog:
      return Rect(x: room.x, y: room.maxY - height, width: room.width, height: height)
    default:
      let width = min(room.width, content.width + 4)
      return Rect(
        x: room.x + (room.width - width) / 2, y: room.y + (room.height - height) / 2,
        width: width, height: height)
    }
  }

  // MARK: Drawing

  func draw(
    _ node: Node, in rect: Rect, on canvas: inout Canvas, style: TextStyle = .plain,
    axis: Node.Axis = .vertical
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    switch node {
    case .empty, .spacer:
      return
    case let .group(nodes):
      self.drawStack(.vertical, spacing: 0, children: Self.flatten(nodes), in: rect, on: &canvas, style: style)
    case let .text(spans, truncation):
      for (index, line) in spans.lines.enumerated() where index < rect.height {
        self.drawLine(line, x: rect.x, y: rect.y + index, width: rect.width, truncation: truncation, style: style, on: &canvas)
      }
    case let .stack(stackAxis, spacing, nodes):
      self.drawStack(stackAxis, spacing: spacing, children: Self.flatten(nodes), in: rect, on: &canvas, style: style)
    case .divider:
      var lineStyle = style
      lineStyle.isDim = true
      if axis == .vertical {
        canvas.write(String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, style: lineStyle)
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
        in: rect.inset(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing),
        on: &canvas, style: style, axis: axis)
    case let .framed(title, node):
      canvas.drawBox(rect, title: title, style: style)
      self.draw(node, in: rect.inset(top: 1, leading: 2, bottom: 1, trailing: 2), on: &canvas, style: style)
    case let .styled(overlay, node):
      self.draw(node, in: rect, on: &canvas, style: style.merged(with: overlay), axis: axis)
    case let .disabled(node):
      self.draw(node, in: rect, on: &canvas, style: style.merged(with: TextStyle(isDim: true)), axis: axis)
    case let .keyHandlers(_, node), let .focusScope(_, node), let .titled(_, node):
      self.draw(node, in: rect, on: &canvas, style: style, axis: axis)
    case let .layers(base, overlays):
      self.draw(base, in: rect, on: &canvas, style: style, axis: axis)
      for (index, layer) in overlays.enumerated() {
        // What is under a layer is still visible but clearly inactive.
        canvas.applyStyle(TextStyle(isDim: true), to: rect)
        let frame = self.layerFrame(layer, depth: index, in: rect)
        canvas.fill(frame)
        canvas.drawBox(frame, title: layer.title, style: style)
        self.draw(
          layer.content, in: frame.inset(top: 1, leading: 2, bottom: 1, trailing: 2), on: &canvas,
          style: style)
      }
    case let .log(lines, _, title):
      var y = rect.y
      if let title {
        canvas.write(title, x: rect.x, y: y, style: style.merged(with: TextStyle(isBold: true)), maxX: rect.maxX)
        y += 1
      }
      let room = rect.maxY - y
      guard room > 0 else { return }
      for line in lines.suffix(room) {
        self.drawLine([TextRun(line)], x: rect.x, y: y, width: rect.width, truncation: .tail, style: style, on: &canvas)
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
    var lengths = children.map { child -> Int in
      let size = self.measure(child, in: axis)
      return axis == .vertical ? size.height : size.width
    }
    let available = axis == .vertical ? rect.height : rect.width
    let used = lengths.reduce(0, +) + spacing * (children.count - 1)
    if used < available {
      var flexible = children.indices.filter { Self.isFlexible(children[$0], along: axis, in: axis) }
      // Spacers only fill what no flexible content wants: a screen with layers, or a log,
      // next to a spacer takes the room.
      let content = flexible.filter { !Self.isSpacer(children[$0]) }
      if !content.isEmpty { flexible = content }
      if !flexible.isEmpty {
        let extra = available - used
        for (order, index) in flexible.enumerated() {
          lengths[index] += extra / flexible.count + (order < extra % flexible.count ? 1 : 0)
        }
      }
    } else if used > available, axis == .horizontal {
      // Too wide: first cut compressible text down to its minimum, the child with the most to
      // spare first; then take what is still missing from the last children, so labels on the
      // left stay.
      var overflow = used - available
      let minimum = Layout(measuresMinimum: true)
      let slack = children.indices.map { lengths[$0] - min(lengths[$0], minimum.measure(children[$0], in: axis).width) }
      for index in children.indices.sorted(by: { slack[$0] > slack[$1] }) where overflow > 0 {
        let cut = min(overflow, slack[index])
        lengths[index] -= cut
        overflow -= cut
      }
      for index in children.indices.reversed() where overflow > 0 {
        let cut = min(overflow, lengths[index])
        lengths[index] -= cut
        overflow -= cut
      }
    }
    var offset = 0
    for (index, child) in children.enumerated() {
      let childRect: Rect
      switch axis {
      case .vertical:
        childRect = Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: min(lengths[index], rect.height - offset))
      case .horizontal:
        childRect = Rect(x: rect.x + offset, y: rect.y, width: min(lengths[index], rect.width - offset), height: rect.height)
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
      column = canvas.write(span.text, x: column, y: y, style: style.merged(with: span.style), maxX: limit)
      if column >= limit { break }
    }
    if marksCut {
      canvas.write("…", x: limit, y: y, style: style.merged(with: spans.last?.style ?? .plain))
    }
  }

  private func drawControl(_ control: ControlNode, in rect: Rect, on canvas: inout Canvas, style: TextStyle) {
    let isFocused = control.explicitID != nil && control.explicitID == self.focusedID
    var spans = Self.controlSpans(control, isFocused: isFocused)
    var base = style
    if control.isDisabled { base.isDim = true }
    if control.presentation == .row, isFocused {
      // A focused row is highlighted across the whole width of its list.
      canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: base.merged(with: TextStyle(isInverse: true)))
      spans = spans.map { TextRun($0.text, style: $0.style.merged(with: TextStyle(isInverse: true))) }
    }
    self.drawLine(spans, x: rect.x, y: rect.y, width: rect.width, truncation: .tail, style: base, on: &canvas)
  }

  /// The text of a control: a two-column focus gutter (`›` when focused) and the control.
  static func controlSpans(_ control: ControlNode, isFocused: Bool) -> [TextRun] {
    let gutter = TextRun(isFocused ? "› " : "  ", style: TextStyle(foreground: .cyan, isBold: true))
    let focus = TextStyle(isInverse: isFocused)
    let label = control.label
    switch control.kind {
    case .button:
      if control.presentation == .row {
        return [gutter] + label
      }
      return [gutter, TextRun("[ ", style: focus)] + label.map { TextRun($0.text, style: $0.style.merged(with: focus)) }
        + [TextRun(" ]", style: focus)]
    case let .toggle(isOn, _, _):
      let box = TextRun(isOn ? "[x]" : "[ ]", style: TextStyle(foreground: isOn ? .green : nil, isBold: isOn).merged(with: focus))
      return [gutter, box, TextRun(" ")] + label
    case let .textField(text, placeholder, width, _, _):
      var spans = [gutter] + label + [TextRun(": "), TextRun("[")]
      let visible = String(text.suffix(isFocused ? width - 1 : width))
      if text.isEmpty, !isFocused, !placeholder.isEmpty {
        let shown = String(placeholder.prefix(width))
        spans.append(TextRun(shown, style: TextStyle(isDim: true)))
        spans.append(TextRun(String(repeating: " ", count: width - shown.terminalWidth)))
      } else {
        spans.append(TextRun(visible, style: TextStyle(isUnderlined: isFocused)))
        var room = width - visible.terminalWidth
        if isFocused {
          spans.append(TextRun(" ", style: TextStyle(isInverse: true)))
          room -= 1
        }
        spans.append(TextRun(String(repeating: " ", count: max(0, room))))
      }
      spans.append(TextRun("]"))
      return spans
    case let .picker(options, selected, _, _):
      var spans = [gutter] + label + [TextRun(": ")]
      for (index, option) in options.enumerated() {
        if index > 0 { spans.append(TextRun("  ")) }
        if index == selected {
          spans.append(TextRun("(•) " + option, style: TextStyle(isBold: true).merged(with: focus)))
        } else {
          spans.append(TextRun("( ) " + option))
        }
      }
      return spans
    case let .row(isSelected, _):
      return [gutter, TextRun(isSelected ? "● " : "  ", style: TextStyle(foreground: .green))] + label
    }
  }
}
