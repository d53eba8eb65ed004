/// One screen of a coordinator's flow and how it is shown.
///
/// A coordinator keeps its whole navigation in one array of routes. Element 0 is the root; each
/// later element is pushed onto the navigation stack below it, or presented above it:
///
/// ```swift
/// var routes: [Route<Screen.State>] = [
///   .root(.home(Home.State()), withNavigation: true),
///   .push(.list(List.State())),
///   .push(.detail(Detail.State(id: 3))),
///   .sheet(.settings(Settings.State())),
/// ]
/// ```
///
/// Change the array with the route operations (`push`, `presentSheet`, `goBack`, `popTo`,
/// `dismiss`, …), which refuse impossible changes, or assign it whole for a deep link.
public enum Route<Screen> {
  /// The screen pushed onto the navigation stack of the layer below.
  case push(Screen)
  /// The screen presented as a sheet, with a navigation stack of its own if `withNavigation`.
  case sheet(Screen, withNavigation: Bool = false)
  /// The screen presented as a full-screen cover, with a navigation stack of its own if
  /// `withNavigation`.
  case cover(Screen, withNavigation: Bool = false)

  /// The root route of a flow: element 0 of the routes array. It is stored like a presented
  /// layer, whose `withNavigation` says whether screens can be pushed onto it.
  public static func root(_ screen: Screen, withNavigation: Bool = false) -> Self {
    .sheet(screen, withNavigation: withNavigation)
  }

  /// The root route of a flow, in TCACoordinators' original spelling:
  /// `.root(.home(.init()), embedInNavigationView: true)`.
  public static func root(_ screen: Screen, embedInNavigationView: Bool) -> Self {
    .root(screen, withNavigation: embedInNavigationView)
  }

  /// Creates a route showing `screen` with `style`.
  public init(screen: Screen, style: RouteStyle) {
    switch style {
    case .push: self = .push(screen)
    case .sheet(let withNavigation): self = .sheet(screen, withNavigation: withNavigation)
    case .cover(let withNavigation): self = .cover(screen, withNavigation: withNavigation)
    }
  }

  /// The screen the route shows. Setting it keeps the style.
  public var screen: Screen {
    get {
      switch self {
      case .push(let screen), .sheet(let screen, _), .cover(let screen, _): screen
      }
    }
    set {
      self = Self(screen: newValue, style: self.style)
    }
    // In place: the screen is moved out of the route while it changes, so that a change to one
    // of its fields does not copy it (a getter and setter would, and so copy every field that
    // shares storage).
    _modify {
      var screen: Screen
      let style: RouteStyle
      switch consume self {
      case .push(let pushed):
        screen = pushed
        style = .push
      case .sheet(let presented, let withNavigation):
        screen = presented
        style = .sheet(withNavigation: withNavigation)
      case .cover(let presented, let withNavigation):
        screen = presented
        style = .cover(withNavigation: withNavigation)
      }
      defer { self = Self(screen: screen, style: style) }
      yield &screen
    }
  }

  /// How the route shows its screen.
  public var style: RouteStyle {
    switch self {
    case .push: .push
    case .sheet(_, let withNavigation): .sheet(withNavigation: withNavigation)
    case .cover(_, let withNavigation): .cover(withNavigation: withNavigation)
    }
  }

  /// Whether the route is a sheet or a cover (the root counts as presented).
  public var isPresented: Bool {
    self.style.isPresented
  }

  /// Whether the route is pushed.
  public var isPush: Bool {
    self.style.isPush
  }

  /// Whether a presented route embeds a navigation stack; `false` for pushes.
  public var withNavigation: Bool {
    self.style.withNavigation
  }

  /// The same route showing `transform(screen)`: converts routes between screen types.
  public func map<NewScreen>(_ transform: (Screen) throws -> NewScreen) rethrows -> Route<NewScreen>
  {
    Route<NewScreen>(screen: try transform(self.screen), style: self.style)
  }
}

extension Route: Equatable where Screen: Equatable {}
extension Route: Hashable where Screen: Hashable {}
extension Route: Sendable where Screen: Sendable {}

extension Route: Identifiable where Screen: Identifiable {
  /// The screen's id: identified routes are kept in an `IdentifiedArrayOf<Route<Screen>>`.
  public var id: Screen.ID {
    self.screen.id
  }
}
