import Foundation

/// How a kind of routes collection addresses its routes: by index (`[Route<Screen>]`) or by the
/// screen's id (`IdentifiedArrayOf<Route<Screen>>`).
///
/// The one place that knows the difference between the two kinds. The router reducer uses it
/// to find the route an action is for and the key a screen's effects run under; `RouteSteps`
/// and the front ends use its "same route" rule to tell a change of screens from a change of
/// navigation, and its ids to address the screens they show.
@usableFromInline
package struct RouteAddressing<Routes: RouteCollection, RouteID: Hashable & Sendable> {
  /// The screens the routes show.
  @usableFromInline package typealias Screen = Routes.Element.Screen

  /// The word for a route's id in messages: "index" or "id".
  package let name: String
  @usableFromInline let indexOfID: (RouteID, Routes) -> Int?
  @usableFromInline let idAtIndex: (Int, Routes) -> RouteID
  @usableFromInline let keyAtIndex: (Int, Routes) -> AnyHashableSendable
  @usableFromInline let withScreenAtIndex:
    (Int, inout Routes, (AnyHashableSendable, inout Screen) -> Void) -> Bool
  @usableFromInline let sameRoute: (Route<Screen>, Route<Screen>) -> Bool
  @usableFromInline let makeRoutes: ([Route<Screen>]) -> Routes?
  @usableFromInline let removedKeysSince:
    (Routes, Routes, RouteKeyOverride?) -> [AnyHashableSendable]

  /// An addressing made of its functions (see ``indexed()`` and ``identified()``).
  @usableFromInline
  init(
    name: String,
    indexOfID: @escaping (RouteID, Routes) -> Int?,
    idAtIndex: @escaping (Int, Routes) -> RouteID,
    keyAtIndex: @escaping (Int, Routes) -> AnyHashableSendable,
    withScreenAtIndex:
      @escaping (Int, inout Routes, (AnyHashableSendable, inout Screen) -> Void) -> Bool,
    sameRoute: @escaping (Route<Screen>, Route<Screen>) -> Bool,
    makeRoutes: @escaping ([Route<Screen>]) -> Routes?,
    removedKeysSince: @escaping (Routes, Routes, RouteKeyOverride?) -> [AnyHashableSendable]
  ) {
    self.name = name
    self.indexOfID = indexOfID
    self.idAtIndex = idAtIndex
    self.keyAtIndex = keyAtIndex
    self.withScreenAtIndex = withScreenAtIndex
    self.sameRoute = sameRoute
    self.makeRoutes = makeRoutes
    self.removedKeysSince = removedKeysSince
  }

  /// The position of the route with `id` in `routes`, if it is there.
  @inlinable
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

  /// Runs `body` on the screen of the route at `index`, in place, with the route's key (see
  /// ``key(at:in:)``), read once. Returns whether the route has another key afterwards: `body`
  /// replaced the screen by another one.
  @inlinable
  package func withScreen(
    at index: Int, in routes: inout Routes, _ body: (AnyHashableSendable, inout Screen) -> Void
  ) -> Bool {
    self.withScreenAtIndex(index, &routes, body)
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

  /// An empty routes collection.
  @usableFromInline
  package var emptyRoutes: Routes {
    self.makeRoutes([])!
  }

  /// The keys of the routes of `before` that `after` no longer has, in order (see
  /// ``key(at:in:)``): none, at once, when `after` is `before` unchanged (the same storage);
  /// otherwise only the routes that differ are keyed, past those that are bit for bit the same.
  ///
  /// - Parameter override: A route of `before` that had another key before `before` was taken
  ///   (a screen its own reducer replaced): that key is the one compared.
  @inlinable
  package func removedKeys(
    since before: Routes, in after: Routes, override: RouteKeyOverride? = nil
  ) -> [AnyHashableSendable] {
    self.removedKeysSince(before, after, override)
  }
}

/// The key a route had before a change that `removedKeys(since:in:override:)` did not see.
@usableFromInline
package struct RouteKeyOverride {
  @usableFromInline package let index: Int
  @usableFromInline package let key: AnyHashableSendable

  @inlinable
  package init(index: Int, key: AnyHashableSendable) {
    self.index = index
    self.key = key
  }
}

extension RouteAddressing where RouteID == Int {
  /// Routes in an array, addressed by their index. Inlinable, as is ``identified()``, so that
  /// the closures are specialized where the routes' type is known: run as generic code, they
  /// looked up the runtime metadata of routes and keys on every action.
  @inlinable
  package static func indexed<S>() -> Self where Routes == [Route<S>] {
    let keys = IndexedRouteKeys<S>()
    return Self(
      name: "index",
      indexOfID: { index, routes in routes.indices.contains(index) ? index : nil },
      idAtIndex: { index, _ in index },
      keyAtIndex: { index, routes in
        var screen = routes[index].screen
        return keys.key(at: index, of: &screen)
      },
      withScreenAtIndex: { index, routes, body in
        keys.withKey(at: index, of: &routes[index].screen, body)
      },
      sameRoute: { $0.isSameIndexedRoute(as: $1) },
      makeRoutes: { $0 },
      removedKeysSince: { before, after, override in
        removedIndexedKeys(since: before, in: after, override: override, keys: keys)
      }
    )
  }
}

/// The keys of indexed routes of `before` that `after` no longer has: a route is kept when `after`
/// has a route at its index whose screen has the same identity. Routes whose screens are bit for
/// bit the same (copied along with the array) are not keyed.
@inlinable
func removedIndexedKeys<S>(
  since before: [Route<S>], in after: [Route<S>], override: RouteKeyOverride?,
  keys: IndexedRouteKeys<S>
) -> [AnyHashableSendable] {
  func key(_ route: Route<S>, at index: Int) -> AnyHashableSendable {
    var screen = route.screen
    return keys.key(at: index, of: &screen)
  }
  return before.withUnsafeBufferPointer { old in
    after.withUnsafeBufferPointer { new in
      if old.count == new.count, old.baseAddress == new.baseAddress {
        // The same storage: only the overridden route can have another key.
        guard let override, override.index < new.count else { return [] }
        return override.key == key(new[override.index], at: override.index) ? [] : [override.key]
      }
      var removed: [AnyHashableSendable] = []
      // Not `override?.index` in the loop: that copies the override, key and all, per route.
      let overriddenIndex = override?.index ?? -1
      for index in old.indices {
        let overridden = index == overriddenIndex ? override?.key : nil
        guard index < new.count else {
          removed.append(overridden ?? key(old[index], at: index))
          continue
        }
        // Screens with the same bits have the same key whatever their routes' styles (a key
        // does not hold the style), so the styles are not read: reading one copies the route.
        if overridden == nil,
          hasSameScreenBits(old.baseAddress! + index, new.baseAddress! + index)
        {
          continue
        }
        let oldKey = overridden ?? key(old[index], at: index)
        if oldKey != key(new[index], at: index) {
          removed.append(oldKey)
        }
      }
      return removed
    }
  }
}

/// Whether the screens of two routes have the same bits: then they are the same value (they
/// share whatever storage they refer to, which copy-on-write keeps from changing under either).
///
/// A route's screen is its payload in every case, which an enum stores from its first byte; the
/// bytes past the screen (a sheet's flag, the case) are not compared, as a push leaves them
/// undefined. Bits that differ only send the caller to the screens' keys.
@inlinable
func hasSameScreenBits<S>(
  _ lhs: UnsafePointer<Route<S>>, _ rhs: UnsafePointer<Route<S>>
) -> Bool {
  memcmp(lhs, rhs, MemoryLayout<S>.size) == 0
}

extension RouteAddressing {
  /// Routes in an identified array, addressed by their screen's id.
  @inlinable
  package static func identified<S: Identifiable>() -> Self
  where Routes == IdentifiedArrayOf<Route<S>>, RouteID == S.ID {
    Self(
      name: "id",
      indexOfID: { id, routes in routes.index(id: id) },
      idAtIndex: { index, routes in routes[index].id },
      keyAtIndex: { index, routes in AnyHashableSendable(routes[index].id) },
      withScreenAtIndex: { index, routes, body in
        // The id read from the screen in place, within one access: reading `routes[index].id`
        // copies the route, screen and all.
        func run(_ screen: inout S) -> Bool {
          let id = screen.id
          body(AnyHashableSendable(id), &screen)
          return screen.id != id
        }
        return run(&routes[index].screen)
      },
      sameRoute: { $0.isSameIdentifiedRoute(as: $1) },
      makeRoutes: { routes in
        var identified = IdentifiedArrayOf<Route<S>>()
        for route in routes {
          guard identified.append(route).inserted else { return nil }
        }
        return identified
      },
      removedKeysSince: { before, after, _ in
        // An identified route's key is its id, which its screen cannot change.
        let old = before.ids
        let new = after.ids
        if old == new { return [] }
        var shared = 0
        while shared < old.count, shared < new.count, old[shared] == new[shared] {
          shared += 1
        }
        return old[shared...].filter { !new.contains($0) }.map { AnyHashableSendable($0) }
      }
    )
  }
}

extension Route {
  /// The "same route" rule of indexed routes: the same style, whatever the screen.
  @inlinable
  func isSameIndexedRoute(as other: Self) -> Bool {
    self.style == other.style
  }
}

extension Route where Screen: Identifiable {
  /// The "same route" rule of identified routes: the same style and the same id.
  @inlinable
  func isSameIdentifiedRoute(as other: Self) -> Bool {
    self.style == other.style && self.id == other.id
  }
}
