import ComposableTerminal
import TerminalTestHelpers
import TestHelpers
import Testing

/// A frame of a router with many routes resolves only the screens it shows, and reuses their
/// stores from one frame to the next (counted, not timed).
@MainActor
@Suite struct RouterFrameTests {
  typealias Page = RouterViewTests.Page
  typealias PageScreen = RouterViewTests.PageScreen
  typealias Flow = RouterViewTests.Flow

  /// What the router's screen builder was given: one store per resolved screen.
  final class Resolutions {
    var stores: [ObjectIdentifier] = []
  }

  private func makeTerminal(
    count: Int
  ) -> (StoreOf<Flow>, HeadlessTerminal, Resolutions) {
    let routes =
      [Route.root(PageScreen.State.page(Page.State(id: 0, title: "Start")), withNavigation: true)]
      + (1..<count).map { Route.push(PageScreen.State.page(Page.State(id: $0, title: "\($0)"))) }
    let store = Store(initialState: Flow.State(routes: IdentifiedArrayOf(uniqueElements: routes))) {
      Flow()
    }
    let resolutions = Resolutions()
    let terminal = HeadlessTerminal(columns: 40, rows: 12, clock: ImmediateClock()) {
      RouterView(store.scope(state: \.routes, action: \.router)) { screen in
        let _ = resolutions.stores.append(ObjectIdentifier(screen))
        switch screen.case {
        case let .page(store): RouterViewTests.PageView(store: store)
        }
      }
    }
    return (store, terminal, resolutions)
  }

  @Test func aFrameResolvesTheScreensItShowsNotEveryRoute() {
    let (_, terminal, resolutions) = self.makeTerminal(count: 1_000)
    #expect(terminal.lines[0].hasPrefix("Start › 1 › 2 › "))
    #expect(terminal.lines[2] == "Page 999: 999")
    // The top screen, and the screens whose titles fit in the breadcrumb's limit: far fewer
    // than the routes.
    #expect(resolutions.stores.count < 50)
    #expect(Set(resolutions.stores).count == resolutions.stores.count)
  }

  @Test func framesReuseTheScreensStores() {
    let (store, terminal, resolutions) = self.makeTerminal(count: 100)
    _ = terminal.frame
    let first = Set(resolutions.stores)
    resolutions.stores.removeAll()
    store.send(.router(.routeAction(id: 99, action: .page(.renameTapped))))
    #expect(terminal.lines[2] == "Page 99: 99!")
    #expect(!resolutions.stores.isEmpty)
    #expect(Set(resolutions.stores).isSubset(of: first))
  }
}
