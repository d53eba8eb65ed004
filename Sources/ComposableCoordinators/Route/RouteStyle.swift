/// How a route shows its screen: pushed onto the current navigation stack, or presented as a
/// sheet or a full-screen cover, which may embed a navigation stack of their own.
public enum RouteStyle: Hashable, Sendable {
  /// Pushed onto the navigation stack of the layer below.
  case push
  /// Presented as a sheet; with `withNavigation`, the sheet has a navigation stack that later
  /// routes can push onto.
  case sheet(withNavigation: Bool)
  /// Presented as a full-screen cover; with `withNavigation`, the cover has a navigation stack
  /// that later routes can push onto.
  case cover(withNavigation: Bool)

  /// Whether the route is pushed.
  public var isPush: Bool {
    self == .push
  }

  /// Whether the route is presented: a sheet or a cover.
  public var isPresented: Bool {
    !self.isPush
  }

  /// Whether the route is a sheet.
  public var isSheet: Bool {
    if case .sheet = self { return true }
    return false
  }

  /// Whether the route is a full-screen cover.
  public var isCover: Bool {
    if case .cover = self { return true }
    return false
  }

  /// Whether a presented route embeds a navigation stack; `false` for pushes, which live in the
  /// stack of the layer below.
  public var withNavigation: Bool {
    switch self {
    case .push: false
    case .sheet(let withNavigation), .cover(let withNavigation): withNavigation
    }
  }
}

extension RouteStyle: CustomStringConvertible {
  /// `push`, `sheet`, `sheet(withNavigation)`, `cover`, `cover(withNavigation)`.
  public var description: String {
    switch self {
    case .push: "push"
    case .sheet(let withNavigation): withNavigation ? "sheet(withNavigation)" : "sheet"
    case .cover(let withNavigation): withNavigation ? "cover(withNavigation)" : "cover"
    }
  }
}
