import ComposableTerminal
import Observation
import TerminalTestHelpers
import TestHelpers
import Testing

/// A router drawn in the same place from another store (the demo's time travel draws a past
/// store where the live one was) shows that store's screens, not the ones kept for the first.
extension RouterViewTests {
  /// The store a view draws from, observable so that replacing it redraws.
  @MainActor
  final class ShownStore: Observable {
    private let registrar = ObservationRegistrar()
    private var _store: StoreOf<Flow>

    init(_ store: StoreOf<Flow>) { self._store = store }

    var store: StoreOf<Flow> {
      get {
        self.registrar.access(self, keyPath: \.store)
        return self._store
      }
      set {
        self.registrar.withMutation(of: self, keyPath: \.store) { self._store = newValue }
      }
    }
  }

  private static func flow(title: String) -> StoreOf<Flow> {
    let root = Route<PageScreen.State>.root(
      .page(Page.State(id: 1, title: title)), withNavigation: true)
    return Store(initialState: Flow.State(routes: [root])) { Flow() }
  }

  @Test func aRouterGivenAnotherStoreDrawsThatStoresScreens() {
    let shown = ShownStore(Self.flow(title: "Live"))
    let terminal = HeadlessTerminal(columns: 40, rows: 12) {
      RouterView(shown.store.scope(state: \.routes, action: \.router)) { screen in
        switch screen.case {
        case let .page(store): PageView(store: store)
        }
      }
    }
    #expect(terminal.frame.contains("Page 1: Live"))

    let past = Self.flow(title: "Past")
    shown.store = past
    #expect(terminal.frame.contains("Page 1: Past"))
    // Keys reach the store drawn.
    terminal.press(.enter)
    #expect(past.routes[id: 1]?.screen == .page(Page.State(id: 1, title: "Past!")))
    #expect(terminal.frame.contains("Page 1: Past!"))
  }
}
