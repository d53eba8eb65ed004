/// The Detail screen of seed 001, titled with its number. Like Home, it reports what the user
/// asked for and lets the coordinator navigate.
@Reducer
public struct DetailFeature {
  /// The number the screen is about.
  @ObservableState
  public struct State: Equatable, Codable {
    /// The number, also the screen's title.
    public var title: Int

    /// The detail of `title`.
    public init(title: Int) {
      self.title = title
    }
  }

  /// The buttons of the screen.
  public enum Action: Equatable, Codable {
    /// "Go back to list view".
    case backButtonTapped
    /// Push the detail of the next number.
    case nextButtonTapped
    /// Present the detail of the next number as a sheet.
    case nextSheetTapped
    /// "Go back to root", from any depth.
    case goBackToRootButtonTapped
  }

  /// The detail's reducer.
  public init() {}

  /// Nothing to do here: the coordinator navigates.
  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// A number's detail and the ways out of it.
public struct DetailView: View {
  let store: StoreOf<DetailFeature>

  /// A view of a detail's store.
  public init(store: StoreOf<DetailFeature>) {
    self.store = store
  }

  /// The number and the ways out.
  public var body: some View {
    VStack(spacing: 1) {
      Text("Detail ") + Text("\(store.title)").bold().foregroundColor(.cyan)
      VStack {
        Button("Go back to list view") { store.send(.backButtonTapped) }
        Button("Push \(store.title + 1)") { store.send(.nextButtonTapped) }
          .onKeyPress(.character("s")) { store.send(.nextSheetTapped) }
        Button("Go back to root") { store.send(.goBackToRootButtonTapped) }
      }
    }
    .navigationTitle("\(store.title)")
  }
}
