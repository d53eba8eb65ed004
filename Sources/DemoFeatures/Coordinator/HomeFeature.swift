/// The Home screen of seed 001: a list of the numbers 1 to 10. What tapping a number does is
/// the coordinator's business; the screen only says which number was chosen and how.
@Reducer
public struct HomeFeature {
  /// The numbers listed.
  @ObservableState
  public struct State: Equatable, Codable {
    /// The numbers, 1 to 10 by default.
    public var numbers: [Int]

    /// A list of `numbers`.
    public init(numbers: [Int] = Array(1...10)) {
      self.numbers = numbers
    }
  }

  /// How a number was chosen.
  public enum Action: Equatable, Codable {
    /// Enter on a number: show its detail, pushed.
    case itemTapped(Int)
    /// `s` on a number: show its detail as a sheet.
    case itemSheetTapped(Int)
  }

  /// Home's reducer.
  public init() {}

  /// Nothing to do here: the coordinator navigates.
  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// The list of numbers.
public struct HomeView: View {
  let store: StoreOf<HomeFeature>

  /// A view of Home's store.
  public init(store: StoreOf<HomeFeature>) {
    self.store = store
  }

  /// A row per number: Enter pushes, `s` presents a sheet.
  public var body: some View {
    List {
      ForEach(store.numbers, id: \.self) { number in
        Button("\(number)") { store.send(.itemTapped(number)) }
          .onKeyPress(.character("s")) { store.send(.itemSheetTapped(number)) }
      }
    }
    .navigationTitle("Home")
  }
}
