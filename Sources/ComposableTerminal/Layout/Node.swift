/// The resolved form of a view tree: what layout measures and draws.
///
/// Views are evaluated into nodes once per state change (inside observation tracking); focus
/// changes and resizes only re-draw the nodes.
indirect enum Node {
  case empty
  /// Children that belong inline to the enclosing stack (what a `ViewBuilder` block produces).
  case group([Node])
  case text([TextRun], truncation: Truncation)
  case stack(Axis, spacing: Int, children: [Node])
  case spacer(minLength: Int)
  case divider
  case control(ControlNode)
  case padding(EdgeInsets, Node)
  /// A box drawn around the content, with an optional title in its top edge.
  case framed(title: String?, Node)
  case styled(TextStyle, Node)
  case disabled(Node)
  /// Key handlers that apply while focus is inside the content (or nothing is focused).
  case keyHandlers([KeyHandler], Node)
  /// Focus inside this scope is remembered and restored when the scope shows again.
  case focusScope(String, Node)
  /// A screen's title, read by containers such as the router's breadcrumb.
  case titled(String, Node)
  /// Content with modal layers drawn over it; only the last layer takes focus and keys.
  case layers(base: Node, overlays: [Layer])
  /// Lines that keep their most recent part visible and take whatever room is left.
  case log([String], minSize: Size, title: String?)
  case fixedFrame(width: Int?, height: Int?, Node)
  case titleBar(title: [TextRun], trailing: [TextRun])

  enum Axis: Sendable { case vertical, horizontal }

  enum Truncation: Hashable, Sendable {
    /// Cut with `…` when too wide; the full width is what the screen needs.
    case tail
    /// Cut with `…` when too wide, down to `minWidth`: a window narrower than the text is not
    /// "too small" for it.
    case compressible(minWidth: Int)
    /// Clipped without a mark.
    case none
  }

  /// A modal layer: drawn framed over what is under it.
  struct Layer {
    enum Kind: Sendable {
      /// Leaves the top of the screen under it visible, as a sheet does.
      case sheet
      /// Covers the whole screen.
      case cover
      /// A box in the middle of the screen, as small as its content: an alert.
      case alert
      /// A box along the bottom of the screen: a confirmation dialog.
      case confirmationDialog

      /// Whether the layer takes every key while it shows: keys handled outside it (a parent's
      /// Esc, a screen's shortcuts) wait until it closes.
      var isModal: Bool {
        switch self {
        case .sheet, .cover: false
        case .alert, .confirmationDialog: true
        }
      }
    }

    var kind: Kind
    var title: String?
    var content: Node
  }
}

/// Space around content, in cells.
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns on the left.
  public var leading: Int
  /// Rows below.
  public var bottom: Int
  /// Columns on the right.
  public var trailing: Int

  /// Insets on the given sides; the others are zero.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every side.
  public init(_ all: Int) {
    self.init(top: all, leading: all, bottom: all, trailing: all)
  }
}

extension Node {
  /// The title set on this node with `navigationTitle`, looking through wrappers.
  var title: String? {
    switch self {
    case let .titled(title, _): return title
    case let .padding(_, node), let .styled(_, node), let .disabled(node),
      let .keyHandlers(_, node), let .focusScope(_, node), let .fixedFrame(_, _, node),
      let .framed(_, node):
      return node.title
    case let .group(nodes), let .stack(_, _, nodes):
      for node in nodes { if let title = node.title { return title } }
      return nil
    case let .layers(base, _): return base.title
    default: return nil
    }
  }
}
