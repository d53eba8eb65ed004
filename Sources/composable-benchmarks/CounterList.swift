import Composable

/// A list of counters, for `forEach`.
@Reducer
struct List {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State> = []
  }

  enum Action: Equatable {
    case rows(IdentifiedActionOf<Counter>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Counter() }
  }
}

/// A list of `rows` counters, with ids 0 up to `rows`.
func listState(rows: Int) -> List.State {
  List.State(rows: IdentifiedArray(uniqueElements: (0..<rows).map { Counter.State(id: $0) }))
}
