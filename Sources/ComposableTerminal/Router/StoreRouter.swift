/// The work of a ``RouterView`` for one kind of routes: reads the store's routes as they are
/// (an array or an identified array, never converted), lets the presenter choose the routes to
/// show, and resolves each shown screen with its store.
@MainActor
struct StoreRouter<
  Routes: RouteCollection, RouteID: Hashable & Sendable, Screen, ScreenAction,
  Content: View
>
where Routes.Element == Route<Screen> {
  typealias Presenter = RoutePresenter<Routes, Screen>

  let store: Store<Routes, RouterAction<RouteID, Screen, ScreenAction>>
  let addressing: RouteAddressing<Routes, RouteID>
  let content: (Store<Screen, ScreenAction>) -> Content

  /// What a router keeps between drawings: its walk through the steps and its screens' stores.
  final class Memory: PendingWork {
    let presenter = Presenter()
    let stores = ScreenStores<RouteID, Screen, ScreenAction>()
    /// The routes' store the screens' stores were scoped from.
    weak var source: AnyObject?

    var isPending: Bool { self.presenter.isPending }
  }

  func makeNode(in context: BuildContext) -> Node {
    let target = self.store.state
    let key = "\(context.path)/router<\(Screen.self)>"
    let memory = context.storage.value(for: key) { Memory() }
    if memory.source !== self.store {
      // Another store in the same place (a past one shown by time travel): its screens are not
      // the ones kept.
      memory.stores.removeAll()
      memory.source = self.store
    }
    let presenter = memory.presenter
    presenter.update(
      to: target, isSameRoute: self.addressing.isSameRoute, clock: context.clock,
      delay: context.stepDelay, invalidate: context.storage.invalidate)

    // Each shown route is drawn from its live store when it is the same route in state, or
    // from a copy while a step shows a route that state no longer has (a sheet being dismissed).
    // Only the screens the layers show are resolved; their stores are kept, by route id.
    let styles = (0..<presenter.displayedCount).map { presenter.displayedRoute(at: $0).style }
    let layers = RouteLayers.node(styles: styles) { index in
      let route = presenter.displayedRoute(at: index)
      let store: Store<Screen, ScreenAction>
      if index < target.count, self.addressing.isSameRoute(target[index], route) {
        store = memory.stores.store(for: self.addressing.id(at: index, in: target)) {
          self.screenStore(at: index, in: target)
        }
      } else {
        store = Store(initialState: route.screen) { EmptyReducer() }
      }
      var screenContext = context
      screenContext.path = key + "/\(index)"
      let node = resolve(self.content(store), in: screenContext)
      return .focusScope("route\(index):\(node.title ?? "")", node)
    }
    let addressing = self.addressing
    memory.stores.removeAll { addressing.index(of: $0, in: target) == nil }

    var node = layers
    if target.count > 1 {
      let store = self.store
      node = .keyHandlers(
        [
          KeyHandler(trigger: .back) {
            store.send(.updateRoutes(Array(target.dropLast())))
          }
        ], node)
    }
    return node
  }

  /// A store of the screen at `index`, following its route by id as the routes change.
  private func screenStore(at index: Int, in routes: Routes) -> Store<Screen, ScreenAction> {
    let addressing = self.addressing
    let id = addressing.id(at: index, in: routes)
    // Read only while the route is gone: its store is dropped with its route.
    let fallback = routes[index].screen
    return self.store.scope(
      state: { routes in addressing.index(of: id, in: routes).map { routes[$0].screen } ?? fallback
      },
      action: { .routeAction(id: id, action: $0) }
    )
  }
}
