/// The stores of a router's screens, by route id, kept from one drawing to the next: a screen's
/// store (and the stores scoped from it) is made once, when its route appears, not on every
/// drawing.
@MainActor
final class ScreenStores<RouteID: Hashable, Screen, ScreenAction> {
  private var stores: [RouteID: Store<Screen, ScreenAction>] = [:]

  /// The store of the route `id`, made with `make` if there is none yet.
  func store(
    for id: RouteID, make: () -> Store<Screen, ScreenAction>
  ) -> Store<Screen, ScreenAction> {
    if let store = self.stores[id] { return store }
    let store = make()
    self.stores[id] = store
    return store
  }

  /// Drops every store kept.
  func removeAll() {
    self.stores.removeAll()
  }

  /// Drops the stores of the routes that `isGone` says are gone. Stores of routes that are not
  /// drawn (screens below the top of a stack) are kept, for when they show again.
  func removeAll(where isGone: (RouteID) -> Bool) {
    for id in self.stores.keys where isGone(id) {
      self.stores[id] = nil
    }
  }
}
