/// How a kind of routes collection addresses its routes: by index (`[Route<Screen>]`) or by the
/// screen's id (`IdentifiedArrayOf<Route<Screen>>`).
struct RouteAddressing<Routes: RouteCollection, RouteID: Hashable & Sendable> {
  /// The word for a route's id in messages: "index" or "id".
  let name: String
  /// The position of the route with `id`, if it is there.
  let index: (RouteID, Routes) -> Int?
  /// What must stay equal for the effects of the route at an index to keep running.
  let key: (Int, Routes) -> AnyHashableSendable
  /// The routes collection for a new routes array, or `nil` if the array cannot be one.
  let make: ([Route<Routes.Element.Screen>]) -> Routes?
}

extension RouteAddressing where RouteID == Int {
  static func indexed<Screen>() -> Self where Routes == [Route<Screen>] {
    Self(
      name: "index",
      index: { index, routes in routes.indices.contains(index) ? index : nil },
      key: { index, routes in
        AnyHashableSendable(
          IndexedRouteKey(index: index, screen: ChildIdentity(of: routes[index].screen)))
      },
      make: { $0 }
    )
  }
}

extension RouteAddressing {
  static func identified<Screen: Identifiable>() -> Self
  where Routes == IdentifiedArrayOf<Route<Screen>>, RouteID == Screen.ID {
    Self(
      name: "id",
      index: { id, routes in routes.index(id: id) },
      key: { index, routes in AnyHashableSendable(routes[index].id) },
      make: { routes in
        var identified = IdentifiedArrayOf<Route<Screen>>()
        for route in routes {
          guard identified.append(route).inserted else { return nil }
        }
        return identified
      }
    )
  }
}
