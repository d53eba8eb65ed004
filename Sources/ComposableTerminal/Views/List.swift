/// Rows, one per line. Buttons inside a list draw as full-width rows; the focused row is
/// highlighted.
///
/// ```swift
/// List {
///   ForEach(store.numbers, id: \.self) { number in
///     Button("\(number)") { store.send(.itemTapped(number)) }
///   }
/// }
/// ```
///
/// With a selection, each element is a row that Enter or Space selects, and the selected row is
/// marked:
///
/// ```swift
/// List(Digest.allCases, id: \.self, selection: store.binding(\.digest)) { Text($0.rawValue) }
/// ```
public struct List<Content: View>: View, PrimitiveView {
  let content: Content

  /// A list of the given rows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeNode(in context: BuildContext) -> Node {
    .stack(.vertical, spacing: 0, children: [resolve(self.content, in: context).asListRows()])
  }
}

extension List {
  /// A list whose rows select an element: Enter or Space on a row writes its id to `selection`.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: StoreBinding<ID?>,
    @ViewBuilder row: @escaping (Data.Element) -> Row
  ) where Content == ViewGroup {
    self.init(
      data, id: id, get: { selection.wrappedValue }, set: { selection.wrappedValue = $0 }, row: row)
  }

  /// A list whose rows select an element, with a selection that always has a value.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: StoreBinding<ID>,
    @ViewBuilder row: @escaping (Data.Element) -> Row
  ) where Content == ViewGroup {
    self.init(
      data, id: id, get: { selection.wrappedValue },
      set: { if let id = $0 { selection.wrappedValue = id } }, row: row)
  }

  /// A list whose rows select an element, bound through a getter and a setter.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    get: @escaping @MainActor () -> ID?, set: @escaping @MainActor (ID?) -> Void,
    @ViewBuilder row: @escaping (Data.Element) -> Row
  ) where Content == ViewGroup {
    let elements = Array(data)
    self.content = ViewGroup(
      elements.map { element in
        let elementID = element[keyPath: id]
        return AnyView(node: { context in
          let selected = get()
          let spans = resolve(row(element), in: context).textSpans
          var control = ControlNode(
            label: spans.isEmpty ? [TextRun("\(elementID)")] : spans,
            kind: .row(isSelected: selected == elementID, select: { set(elementID) })
          )
          control.explicitID = "row:\(elementID)"
          return .control(control)
        })
      }
    )
  }
}

extension Node {
  /// The text of every text node inside, one cell apart: a row's label.
  var textSpans: [TextRun] {
    switch self {
    case let .text(spans, _): return spans
    case let .group(nodes), let .stack(_, _, nodes):
      let parts = nodes.map(\.textSpans).filter { !$0.isEmpty }
      return parts.enumerated().flatMap {
        $0.offset == 0 ? $0.element : [TextRun(" ")] + $0.element
      }
    case let .padding(_, node), let .styled(_, node), let .disabled(node),
      let .keyHandlers(_, node), let .focusScope(_, node), let .titled(_, node),
      let .fixedFrame(_, _, node):
      return node.textSpans
    default: return []
    }
  }

  /// The same nodes with every control drawn as a list row.
  func asListRows() -> Node {
    switch self {
    case var .control(control):
      control.presentation = .row
      return .control(control)
    case let .group(nodes): return .group(nodes.map { $0.asListRows() })
    case let .stack(axis, spacing, nodes):
      return .stack(axis, spacing: spacing, children: nodes.map { $0.asListRows() })
    case let .padding(insets, node): return .padding(insets, node.asListRows())
    case let .styled(style, node): return .styled(style, node.asListRows())
    case let .disabled(node): return .disabled(node.asListRows())
    case let .keyHandlers(handlers, node): return .keyHandlers(handlers, node.asListRows())
    case let .focusScope(id, node): return .focusScope(id, node.asListRows())
    case let .titled(title, node): return .titled(title, node.asListRows())
    case let .fixedFrame(width, height, node):
      return .fixedFrame(width: width, height: height, node.asListRows())
    default: return self
    }
  }
}
