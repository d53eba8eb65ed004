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

    /// The number after `title`, or `nil` when there is none (`title` is `Int.max`).
    public var next: Int? {
      let (next, overflow) = self.title.addingReportingOverflow(1)
      return overflow ? nil : next
    }
  }

  /// The buttons of the screen.
  public enum Action: Equatable, Codable {
    /// "Go back to list view".
    case backButtonTapped
    /// Push the detail of the next number (ignored when there is none).
    case nextButtonTapped
    /// Present the detail of the next number as a sheet (ignored when there is none).
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

  /// The number and the ways out; "Push N+1" only while there is a next number.
  public var body: some View {
    VStack(spacing: 1) {
      Text("Detail ") + Text("\(store.title)").bold().foregroundColor(.cyan)
      VStack {
        Button("Go back to list view") { store.send(.backButtonTapped) }
        if let next = store.next {
          Button("Push \(next)") { store.send(.nextButtonTapped) }
            .onKeyPress(.character("s")) { store.send(.nextSheetTapped) }
        }
        Button("Go back to root") { store.send(.goBackToRootButtonTapped) }
      }
    }
    .navigationTitle("\(store.title)")
  }
}
