/// How a kind of routes collection addresses its routes: by index (`[Route<Screen>]`) or by the
/// screen's id (`IdentifiedArrayOf<Route<Screen>>`).
///
/// The one place that knows the difference between the two kinds. The router reducer uses it
/// to find the route an action is for and the key a screen's effects run under; `RouteSteps`
/// and the front ends use its "same route" rule to tell a change of screens from a change of
/// navigation, and its ids to address the screens they show.
package struct RouteAddressing<Routes: RouteCollection, RouteID: Hashable & Sendable> {
  /// The screens the routes show.
  package typealias Screen = Routes.Element.Screen

  /// The word for a route's id in messages: "index" or "id".
  package let name: String
  private let indexOfID: (RouteID, Routes) -> Int?
  private let idAtIndex: (Int, Routes) -> RouteID
  private let keyAtIndex: (Int, Routes) -> AnyHashableSendable
  private let sameRoute: (Route<Screen>, Route<Screen>) -> Bool
  private let makeRoutes: ([Route<Screen>]) -> Routes?

  /// The position of the route with `id` in `routes`, if it is there.
  package func index(of id: RouteID, in routes: Routes) -> Int? {
    self.indexOfID(id, routes)
  }

  /// The id that addresses the route at `index` of `routes`.
  package func id(at index: Int, in routes: Routes) -> RouteID {
    self.idAtIndex(index, routes)
  }

  /// What must stay equal for the effects of the route at `index` to keep running: the index
  /// and the screen's identity for indexed routes, the screen's id for identified ones.
  package func key(at index: Int, in routes: Routes) -> AnyHashableSendable {
    self.keyAtIndex(index, routes)
  }

  /// Whether two routes at the same position are the same route: the same style, and for
  /// identified routes the same id. Its screen may have changed; anything else is a change of
  /// navigation.
  package func isSameRoute(_ lhs: Route<Screen>, _ rhs: Route<Screen>) -> Bool {
    self.sameRoute(lhs, rhs)
  }

  /// The routes collection holding `routes`, or `nil` if they cannot be one (identified routes
  /// with two routes of the same id).
  package func routes(_ routes: [Route<Screen>]) -> Routes? {
    self.makeRoutes(routes)
  }
}

extension RouteAddressing where RouteID == Int {
  /// Routes in an array, addressed by their index.
  package static func indexed<S>() -> Self where Routes == [Route<S>] {
    Self(
      name: "index",
      indexOfID: { index, routes in routes.indices.contains(index) ? index : nil },
      idAtIndex: { index, _ in index },
      keyAtIndex: { index, routes in
        AnyHashableSendable(
          IndexedRouteKey(index: index, screen: ChildIdentity(of: routes[index].screen)))
      },
      sameRoute: { $0.isSameIndexedRoute(as: $1) },
      makeRoutes: { $0 }
    )
  }
}

extension RouteAddressing {
  /// Routes in an identified array, addressed by their screen's id.
  package static func identified<S: Identifiable>() -> Self
  where Routes == IdentifiedArrayOf<Route<S>>, RouteID == S.ID {
    Self(
      name: "id",
      indexOfID: { id, routes in routes.index(id: id) },
      idAtIndex: { index, routes in routes[index].id },
      keyAtIndex: { index, routes in AnyHashableSendable(routes[index].id) },
      sameRoute: { $0.isSameIdentifiedRoute(as: $1) },
      makeRoutes: { routes in
        var identified = IdentifiedArrayOf<Route<S>>()
        for route in routes {
          guard identified.append(route).inserted else { return nil }
        }
        return identified
      }
    )
  }
}

extension Route {
  /// The "same route" rule of indexed routes: the same style, whatever the screen.
  func isSameIndexedRoute(as other: Self) -> Bool {
    self.style == other.style
  }
}

extension Route where Screen: Identifiable {
  /// The "same route" rule of identified routes: the same style and the same id.
  func isSameIdentifiedRoute(as other: Self) -> Bool {
    self.style == other.style && self.id == other.id
  }
}

/// The index of an indexed route and the identity of its screen: replacing the screen at an
/// index by another one (another case, or a freshly created `@ObservableState` value) makes it a
/// different route, whose predecessor's effects are cancelled.
struct IndexedRouteKey: Hashable, Sendable {
  let index: Int
  let screen: ChildIdentity
}
