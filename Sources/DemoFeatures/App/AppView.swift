/// The demo's screen: a title bar, the menu or the open feature, the optional changes panel,
/// and a line of key hints.
public struct AppView: View {
  let presentStore: StoreOf<AppFeature>
  let changeLog: ChangeLog?
  let timeTravel: TimeTravel?

  /// - Parameters:
  ///   - changeLog: Where the store's `_printChanges` writes; the `p` key shows it when there is
  ///     no time travel.
  ///   - timeTravel: Travel through the store's recorded actions; the `p` key shows them, and
  ///     PgUp/PgDn (or `[`/`]`) move through them.
  public init(
    store: StoreOf<AppFeature>, changeLog: ChangeLog? = nil, timeTravel: TimeTravel? = nil
  ) {
    self.presentStore = store
    self.changeLog = changeLog
    self.timeTravel = timeTravel
  }

  /// The store the app is drawn from: the live one, or a read-only past one while travelling.
  var store: StoreOf<AppFeature> {
    self.timeTravel?.pastStore ?? self.presentStore
  }

  /// The title bar, the screen, the optional panel and the key hints.
  public var body: some View {
    VStack {
      TitleBar(
        Text(self.timeTravel?.isTravelling == true ? "Composable demo · past" : "Composable demo")
          .bold(),
        trailing: Text(self.screenName)
      )
      HStack(spacing: 1) {
        VStack {
          self.content.padding(EdgeInsets(top: 1, leading: 1))
          Spacer()
        }
        if store.showsChanges {
          // Keeps the panel at the right edge when the screen is narrower than the room.
          Spacer()
          Divider()
          LogView(
            title: "Actions & state changes",
            lines: self.timeTravel?.panelLines()
              ?? self.changeLog?.lines ?? ["(no change log attached)"],
            minWidth: 30, minHeight: 4
          )
          .frame(width: 44)
        }
      }
      Text(self.hints).dim().compressible(minWidth: 20)
    }
    .onKeyPress(.character("p")) { store.send(.changesPanelToggled) }
    .onKeyPress(.pageUp) { self.travel { $0.stepBack() } }
    .onKeyPress(.character("[")) { self.travel { $0.stepBack() } }
    .onKeyPress(.pageDown) { self.travel { $0.stepForward() } }
    .onKeyPress(.character("]")) { self.travel { $0.stepForward() } }
  }

  /// Moves through time while the changes panel shows.
  private func travel(_ move: (TimeTravel) -> Void) {
    guard let timeTravel = self.timeTravel, self.store.showsChanges else { return }
    move(timeTravel)
  }

  @ViewBuilder
  private var content: some View {
    if let destination = store.scope(state: \.destination, action: \.destination.presented) {
      VStack {
        switch destination.case {
        case let .counter(store): CounterView(store: store)
        case let .settings(store): SettingsView(store: store)
        case let .coordinator(store): CoordinatorView(store: store)
        }
      }
      .onBack { store.send(.destination(.dismiss)) }
      .focusScope(self.screenName)
    } else {
      MenuView(store: store)
    }
  }

  private var screenName: String {
    switch store.destination {
    case .counter: "Counter"
    case .settings: "Settings"
    case .coordinator: "Coordinator"
    case nil: "Menu"
    }
  }

  private var hints: String {
    if self.timeTravel?.isTravelling == true {
      return "PgUp/[ older · PgDn/] newer · a key that acts returns to the present"
    }
    return switch store.destination {
    case nil:
      "↑↓/jk move · Enter open · p changes · q quit"
    case .counter, .settings:
      "↑↓/jk/Tab move · Enter/Space change · Esc menu · p changes · Ctrl-C quit"
    case .coordinator:
      "↑↓/jk move · Enter push · s sheet · Esc back · p changes · Ctrl-C quit"
    }
  }
}

/// The main menu.
struct MenuView: View {
  let store: StoreOf<AppFeature>

  var body: some View {
    VStack(spacing: 1) {
      Text("A terminal front end for Composable features.").dim()
      List {
        ForEach(MenuItem.allCases, id: \.self) { item in
          Button(item.rawValue) { store.send(.menuItemSelected(item)) }
        }
      }
      VStack {
        ForEach(MenuItem.allCases, id: \.self) { item in
          (Text("\(item.rawValue): ").bold() + Text(item.summary).dim()).compressible(minWidth: 20)
        }
      }
    }
    .focusScope("menu")
  }
}
