/// Lays out the screens a router shows: the root's navigation stack under a breadcrumb, and one
/// framed layer per presented route, each showing the top of the pushes above it.
enum RouteLayers {
  /// A shown route's style and its resolved screen.
  struct Screen {
    let style: RouteStyle
    let node: Node
  }

  /// The node for `screens`, bottom first.
  @MainActor
  static func node(for screens: [Screen]) -> Node {
    guard !screens.isEmpty else { return .empty }

    // Layers: the root's stack, then one per presented route, each with the pushes above it.
    var layers: [(start: Int, end: Int)] = []
    for index in screens.indices {
      if index == 0 || screens[index].style.isPresented {
        layers.append((index, index))
      } else {
        layers[layers.count - 1].end = index
      }
    }
    let titles = screens.enumerated().map { index, screen in
      screen.node.title ?? "Screen \(index + 1)"
    }
    let base = Node.stack(
      .vertical, spacing: 0,
      children: [
        .text(self.breadcrumb(screens, titles: titles), truncation: .compressible(minWidth: 20)),
        .divider,
        screens[layers[0].end].node,
      ])
    let overlays = layers.dropFirst().map { layer in
      Node.Layer(
        kind: screens[layer.start].style.isCover ? .cover : .sheet,
        title: titles[layer.start...layer.end].joined(separator: " › "),
        content: screens[layer.end].node
      )
    }
    return .layers(base: base, overlays: Array(overlays))
  }

  /// Every screen's title, bottom first, presented ones marked, the top one bold.
  private static func breadcrumb(_ screens: [Screen], titles: [String]) -> [TextRun] {
    screens.indices.flatMap { index -> [TextRun] in
      var spans: [TextRun] = []
      if index > 0 { spans.append(TextRun(" › ", style: TextStyle(isDim: true))) }
      switch screens[index].style {
      case .sheet where index > 0:
        spans.append(TextRun("[sheet] ", style: TextStyle(foreground: .magenta)))
      case .cover where index > 0:
        spans.append(TextRun("[cover] ", style: TextStyle(foreground: .magenta)))
      default: break
      }
      let isTop = index == screens.count - 1
      spans.append(TextRun(titles[index], style: TextStyle(isBold: isTop)))
      return spans
    }
  }
}
