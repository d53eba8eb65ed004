import ComposableTerminal
import TerminalTestHelpers
import TestHelpers
import Testing

/// The router view with identified routes and covers; the demo's tests cover indexed routes.
@MainActor
@Suite struct RouterViewTests {
  @Reducer
  struct Page {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var title: String
    }

    enum Action: Equatable {
      case renameTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.title += "!"
        return .none
      }
    }
  }

  @Reducer(state: .equatable)
  enum PageScreen {
    case page(Page)
  }

  @Reducer
  struct Flow {
    @ObservableState
    struct State: Equatable {
      var routes: IdentifiedArrayOf<Route<PageScreen.State>>
    }

    enum Action {
      case router(IdentifiedRouterActionOf<PageScreen>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEachRoute(\.routes, action: \.router)
    }
  }

  struct PageView: View {
    let store: StoreOf<Page>

    var body: some View {
      VStack {
        Text("Page \(store.id): \(store.title)")
        Button("Rename") { store.send(.renameTapped) }
      }
      .navigationTitle(store.title)
    }
  }

  private func page(_ id: Int, _ title: String) -> PageScreen.State {
    .page(Page.State(id: id, title: title))
  }

  private func makeTerminal(
    routes: [Route<PageScreen.State>], clock: TestClock<Duration> = TestClock()
  )
    -> (StoreOf<Flow>, HeadlessTerminal)
  {
    let store = Store(initialState: Flow.State(routes: IdentifiedArrayOf(uniqueElements: routes))) {
      Flow()
    }
    let terminal = HeadlessTerminal(columns: 40, rows: 12, clock: clock) {
      RouterView(store.scope(state: \.routes, action: \.router)) { screen in
        switch screen.case {
        case let .page(store): PageView(store: store)
        }
      }
    }
    return (store, terminal)
  }

  @Test func coversAreFramedOverTheWholeScreenAndEscClosesThem() {
    let (store, terminal) = self.makeTerminal(
      routes: [.root(self.page(1, "Start"), withNavigation: true), .cover(self.page(2, "Cover"))]
    )
    #expect(
      terminal.lines.prefix(4) == [
        "┌─ Cover ──────────────────────────────┐",
        "│ Page 2: Cover                        │",
        "│ › [ Rename ]                         │",
        "│                                      │",
      ]
    )
    terminal.press(.enter)
    #expect(store.routes[1].screen == self.page(2, "Cover!"))
    #expect(terminal.frame.contains("Page 2: Cover!"))
    terminal.press(.escape)
    #expect(store.routes.count == 1)
    #expect(
      terminal.lines.prefix(4) == [
        "Start", "────────────────────────────────────────", "Page 1: Start", "› [ Rename ]",
      ])
  }

  @Test func escapeAtTheRootIsNotTheRoutersToHandle() {
    let (store, terminal) = self.makeTerminal(routes: [
      .root(self.page(1, "Start"), withNavigation: true)
    ])
    #expect(terminal.press(.escape) == .ignored)
    #expect(store.routes.count == 1)
    // Without a back handler, q quits.
    #expect(terminal.press(.character("q")) == .quit)
  }

  @Test func layersStackInwardAndOnlyTheTopOneTakesFocus() async {
    let clock = TestClock()
    let (_, terminal) = self.makeTerminal(
      routes: [
        .root(self.page(1, "Start"), withNavigation: true),
        .push(self.page(2, "Pushed")),
        .sheet(self.page(3, "First sheet")),
        .sheet(self.page(4, "Second sheet")),
      ],
      clock: clock
    )
    // Shown with a whole stack, the router walks there from its root.
    #expect(terminal.lines[0] == "Start › Pushed")
    await terminal.settleSteps(clock: clock)
    #expect(terminal.lines[0] == "Start › Pushed › [sheet] First sheet › …")
    #expect(terminal.lines[2] == "Page 2: Pushed")
    #expect(terminal.lines[3].hasPrefix("  ┌─ First sheet"))
    #expect(terminal.lines[4].hasPrefix("  │ ┌─ Second sheet"))
    #expect(terminal.session.focusableLabels == ["Rename"])
    #expect(terminal.session.focusedControlID?.contains("route3") == true)
  }

  @Test func removedRoutesStayVisibleWhileTheyAreDismissedStepByStep() async {
    let clock = TestClock()
    let (store, terminal) = self.makeTerminal(
      routes: [
        .root(self.page(1, "Start"), withNavigation: true),
        .sheet(self.page(2, "A")),
        .sheet(self.page(3, "B")),
        .sheet(self.page(4, "C")),
      ],
      clock: clock
    )
    await terminal.settleSteps(clock: clock)
    #expect(terminal.lines[0] == "Start › [sheet] A › [sheet] B › [sheet]…")
    store.send(.router(.updateRoutes([.root(self.page(1, "Start"), withNavigation: true)])))
    #expect(store.routes.count == 1)
    // Dismissed one layer per step: C at once, then B, then A.
    #expect(terminal.lines[0] == "Start › [sheet] A › [sheet] B")
    #expect(terminal.session.hasPendingAnimations)
    await untilSleeping(on: clock)
    await clock.advance(by: .milliseconds(350))
    await terminal.waitUntil { $0.lines[0] == "Start › [sheet] A" }
    #expect(terminal.lines[0] == "Start › [sheet] A")
    await untilSleeping(on: clock)
    await clock.advance(by: .milliseconds(350))
    await terminal.waitUntil { $0.lines[0] == "Start" }
    #expect(terminal.lines[0] == "Start")
    #expect(!terminal.session.hasPendingAnimations)
  }

  @Test func aDeepLinkOfTenThousandPushesIsReachedInTheFirstDrawing() {
    let pushes = (2...10_001).map { Route<PageScreen.State>.push(self.page($0, "\($0)")) }
    let (store, terminal) = self.makeTerminal(
      routes: [.root(self.page(1, "Start"), withNavigation: true)] + pushes)
    // Consecutive pushes are one step: the router shows the target at once, nothing pending.
    #expect(terminal.lines[2] == "Page 10001: 10001")
    #expect(terminal.lines[0].hasPrefix("Start › 2 › 3 › "))
    #expect(!terminal.session.hasPendingAnimations)
    // And it then behaves like any other stack.
    terminal.press(.escape)
    #expect(store.routes.count == 10_000)
    #expect(terminal.lines[2] == "Page 10000: 10000")
  }
}

extension RouterViewTests.PageScreen.State: Identifiable {
  var id: Int {
    switch self {
    case let .page(page): page.id
    }
  }
}
