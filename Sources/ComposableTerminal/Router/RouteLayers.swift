/// Lays out the screens a router shows: the root's navigation stack under a breadcrumb, and one
/// framed layer per presented route, each showing the top of the pushes above it.
///
/// Only what is shown is resolved: the top screen of each layer, and the screens whose titles
/// the breadcrumb and the layers' titles show. Titles stop once they fill
/// ``titleWidthLimit`` columns (wider than a terminal line), so a frame of a long stack resolves
/// a bounded number of screens, however many routes there are.
enum RouteLayers {
  /// The columns of titles a breadcrumb or a layer's title holds at most: past them, it ends
  /// with "…" (a narrower terminal cuts it sooner, with its own "…").
  static let titleWidthLimit = 120

  /// The node for `count` screens shown with `styles`, bottom first; `screen(index)` resolves
  /// the screen at `index`, and is called once at most per index.
  @MainActor
  static func node(styles: [RouteStyle], screen: (Int) -> Node) -> Node {
    guard !styles.isEmpty else { return .empty }
    var resolved: [Int: Node] = [:]
    func node(at index: Int) -> Node {
      if let node = resolved[index] { return node }
      let node = screen(index)
      resolved[index] = node
      return node
    }
    func title(at index: Int) -> String {
      node(at: index).title ?? "Screen \(index + 1)"
    }

    // Layers: the root's stack, then one per presented route, each with the pushes above it.
    var layers: [(start: Int, end: Int)] = []
    for index in styles.indices {
      if index == 0 || styles[index].isPresented {
        layers.append((index, index))
      } else {
        layers[layers.count - 1].end = index
      }
    }
    let base = Node.stack(
      .vertical, spacing: 0,
      children: [
        .text(self.breadcrumb(styles, title: title), truncation: .compressible(minWidth: 20)),
        .divider,
        node(at: layers[0].end),
      ])
    let overlays = layers.dropFirst().map { layer in
      Node.Layer(
        kind: styles[layer.start].isCover ? .cover : .sheet,
        title: self.joinedTitles(layer.start...layer.end, title: title),
        content: node(at: layer.end)
      )
    }
    return .layers(base: base, overlays: Array(overlays))
  }

  /// The titles of `indices`, joined with " › ", up to ``titleWidthLimit`` columns.
  private static func joinedTitles(
    _ indices: ClosedRange<Int>, title: (Int) -> String
  ) -> String {
    var joined = ""
    for index in indices {
      if index > indices.lowerBound { joined += " › " }
      guard joined.terminalWidth < self.titleWidthLimit else {
        joined += "…"
        break
      }
      joined += title(index)
    }
    return joined
  }

  /// Every screen's title, bottom first, presented ones marked, the top one bold; up to
  /// ``titleWidthLimit`` columns.
  private static func breadcrumb(
    _ styles: [RouteStyle], title: (Int) -> String
  ) -> [TextRun] {
    var spans: [TextRun] = []
    var width = 0
    func append(_ text: String, _ style: TextStyle) {
      spans.append(TextRun(text, style: style))
      width += text.terminalWidth
    }
    for index in styles.indices {
      if index > 0 {
        append(" › ", TextStyle(isDim: true))
        guard width < self.titleWidthLimit else {
          append("…", TextStyle(isDim: true))
          break
        }
      }
      switch styles[index] {
      case .sheet where index > 0: append("[sheet] ", TextStyle(foreground: .magenta))
      case .cover where index > 0: append("[cover] ", TextStyle(foreground: .magenta))
      default: break
      }
      append(title(index), TextStyle(isBold: index == styles.count - 1))
    }
    return spans
  }
}
