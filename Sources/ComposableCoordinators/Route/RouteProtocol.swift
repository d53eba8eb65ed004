/// A screen together with how it is shown; ``Route`` is the conforming type.
///
/// The protocol lets the route operations be written once for both kinds of routes array,
/// `[Route<Screen>]` and `IdentifiedArrayOf<Route<Screen>>` (see ``RouteCollection``).
public protocol RouteProtocol<Screen> {
  /// The state of the screens the route can show.
  associatedtype Screen

  /// Creates a route showing `screen` with `style`.
  init(screen: Screen, style: RouteStyle)

  /// The screen the route shows.
  var screen: Screen { get set }

  /// How the route shows its screen.
  var style: RouteStyle { get }
}

extension Route: RouteProtocol {}
