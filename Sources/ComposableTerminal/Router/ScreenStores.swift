/// The stores of a router's screens, by route id, kept from one drawing to the next: a screen's
/// store (and the stores scoped from it) is made once, when its route appears, not on every
/// drawing.
@MainActor
final class ScreenStores<RouteID: Hashable, Screen, ScreenAction> {
  private var stores: [RouteID: Store<Screen, ScreenAction>] = [:]
  /// The ids asked for since the last `removeOthers()`.
  private var used: Set<RouteID> = []

  /// The store of the route `id`, made with `make` if there is none yet.
  func store(
    for id: RouteID, make: () -> Store<Screen, ScreenAction>
  ) -> Store<Screen, ScreenAction> {
    self.used.insert(id)
    if let store = self.stores[id] { return store }
    let store = make()
    self.stores[id] = store
    return store
  }

  /// Drops every store kept.
  func removeAll() {
    self.stores.removeAll()
  }

  /// Drops the stores not asked for since the last call: their routes are gone.
  func removeOthers() {
    if self.stores.count > self.used.count {
      self.stores = self.stores.filter { self.used.contains($0.key) }
    }
    self.used.removeAll(keepingCapacity: true)
  }
}
