/// The demo's screen: a title bar, the menu or the open feature, the optional changes panel,
/// and a line of key hints.
public struct AppView: View {
  let store: StoreOf<AppFeature>
  let changeLog: ChangeLog?

  /// - Parameter changeLog: Where the store's `_printChanges` writes; the `p` key shows it.
  public init(store: StoreOf<AppFeature>, changeLog: ChangeLog? = nil) {
    self.store = store
    self.changeLog = changeLog
  }

  /// The title bar, the screen, the optional panel and the key hints.
  public var body: some View {
    VStack {
      TitleBar(
        Text("Composable demo").bold(),
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
            lines: self.changeLog?.lines ?? ["(no change log attached)"],
            minWidth: 30, minHeight: 4
          )
          .frame(width: 44)
        }
      }
      Text(self.hints).dim().compressible(minWidth: 20)
    }
    .onKeyPress(.character("p")) { store.send(.changesPanelToggled) }
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
    switch store.destination {
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
