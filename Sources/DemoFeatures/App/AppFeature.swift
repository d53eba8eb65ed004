/// The demo app: a main menu that opens the Counter, the Settings form or the Coordinator, and
/// a panel of the actions and state changes as `._printChanges()` prints them.
@Reducer
public struct AppFeature {
  /// What the menu opens.
  @Reducer(state: .equatable, action: .codable)
  public enum Destination {
    /// The counter of seed 003.
    case counter(CounterFeature)
    /// The Settings form of seeds 000 and 002.
    case settings(SettingsFeature)
    /// The Home/Detail coordinator of seed 001.
    case coordinator(CoordinatorFeature)
  }

  /// The open screen, if any, and whether the changes panel shows.
  @ObservableState
  public struct State: Equatable {
    /// Whether the panel of actions and state changes is shown (`p`).
    @Presents public var destination: Destination.State?
    public var showsChanges: Bool

    /// The menu, or a screen already open.
    public init(destination: Destination.State? = nil, showsChanges: Bool = false) {
      self.destination = destination
      self.showsChanges = showsChanges
    }
  }

  /// What the user did in the app shell.
  public enum Action: Codable {
    /// `p`: shows or hides the panel of actions and state changes.
    case changesPanelToggled
    /// A link from `--open`: opens its screen, with its whole stack, in one change.
    case deepLinkOpened(DeepLink)
    /// An action of the open screen, or `.dismiss` (Esc at its top level).
    case destination(PresentationAction<Destination.Action>)
    /// Enter on a menu entry.
    case menuItemSelected(MenuItem)
  }

  /// The app's reducer.
  public init() {}

  /// Opens screens from the menu and deep links; the presented screen runs in `ifLet`.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .changesPanelToggled:
        state.showsChanges.toggle()
        return .none

      case let .deepLinkOpened(link):
        // The whole stack in one state change; the router shows it step by step.
        switch link {
        case .counter: state.destination = .counter(CounterFeature.State())
        case .settings: state.destination = .settings(SettingsFeature.State())
        case let .coordinator(routes):
          state.destination = .coordinator(CoordinatorFeature.State(routes: routes))
        }
        return .none

      case .destination:
        return .none

      case let .menuItemSelected(item):
        state.destination = item.destination
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
