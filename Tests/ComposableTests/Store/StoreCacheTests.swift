import Composable
import TestHelpers
import Testing

/// Stores keep the stores of their scopes and rows only while the state they show is there: a
/// list whose rows come and go, or a child presented and dismissed again and again, keeps as many
/// stores as it shows, not one for everything it ever showed.
@MainActor
@Suite struct StoreCacheTests {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }

    enum Action: Equatable {
      case increment
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @Reducer
  struct Feed {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
      var nextID = 0
      @Presents var detail: Row.State?
    }

    enum Action: Equatable {
      case add
      case removeOldest
      case rows(IdentifiedActionOf<Row>)
      case showDetail
      case detail(PresentationAction<Row.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .add:
          state.rows.append(Row.State(id: state.nextID))
          state.nextID += 1
        case .removeOldest:
          state.rows.removeFirst()
        case .showDetail:
          state.detail = Row.State(id: -1)
        case .rows, .detail:
          break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
      .ifLet(\.$detail, action: \.detail) { Row() }
    }
  }

  @Test func rowStoresOfRemovedRowsAreFreed() {
    let store = Store(initialState: Feed.State()) { Feed() }
    let liveRows = 10
    for _ in 0..<liveRows { store.send(.add) }
    weak var firstRowStore: StoreOf<Row>?
    // A view showing the list after every change, and sending to the newest row.
    for step in 0..<100_000 {
      store.send(.add)
      let rows = store.scope(state: \.rows, action: \.rows)
      for row in rows where row.id == rows.last?.id {
        row.send(.increment)
      }
      if step == 0 { firstRowStore = rows.first }
      store.send(.removeOldest)
    }
    _ = store.scope(state: \.rows, action: \.rows).map { $0 }
    // The collection's store, and one store per live row.
    #expect(store.cachedStoreCount == 1 + liveRows)
    #expect(firstRowStore == nil)
    #expect(store.withState(\.rows.count) == liveRows)
  }

  @Test func storesOfADismissedChildAreFreed() {
    let store = Store(initialState: Feed.State()) { Feed() }
    weak var firstDetailStore: StoreOf<Row>?
    let before = store.cachedStoreCount
    for step in 0..<1_000 {
      store.send(.showDetail)
      let detail = store.scope(state: \.detail, action: \.detail.presented)
      detail?.send(.increment)
      if step == 0 { firstDetailStore = detail }
      store.send(.detail(.dismiss))
      #expect(store.scope(state: \.detail, action: \.detail.presented) == nil)
    }
    #expect(store.cachedStoreCount == before)
    #expect(firstDetailStore == nil)
  }

  @Test func aPresentedChildKeepsItsStoreWhileItIsThere() {
    let store = Store(initialState: Feed.State()) { Feed() }
    store.send(.showDetail)
    let first = store.scope(state: \.detail, action: \.detail.presented)
    store.send(.detail(.presented(.increment)))
    let second = store.scope(state: \.detail, action: \.detail.presented)
    #expect(first != nil)
    #expect(first === second)
    #expect(second?.count == 1)
  }
}
