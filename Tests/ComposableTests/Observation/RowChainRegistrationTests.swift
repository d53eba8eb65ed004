import Composable
import Observation
import Testing

/// A reader of a store scoped below a row of an identified array registers through the row's
/// link, which registers nothing itself and hands on the chain above it: the reader hears of a
/// change above the row (the board holding the rows replaced) and at the row's own level (the
/// row's child replaced), and of nothing in other rows.
@MainActor
@Suite struct RowChainRegistrationTests {
  typealias Leaf = TrackedCaseSliceTests.Leaf

  @Reducer
  struct Card {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var child: Leaf.State? = Leaf.State()
    }

    enum Action: Equatable {
      case replaceChild
      case child(Leaf.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .replaceChild = action { state.child = Leaf.State(count: 10) }
        return .none
      }
      .ifLet(\.child, action: \.child) { Leaf() }
    }
  }

  @Reducer
  struct Board {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Card.State> = [Card.State(id: 1), Card.State(id: 2)]
    }

    enum Action: Equatable {
      case rows(IdentifiedActionOf<Card>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.rows, action: \.rows) { Card() }
    }
  }

  @Reducer
  struct Desk {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var board: Board.State? = Board.State()
    }

    enum Action: Equatable {
      case increment
      case replaceBoard
      case board(Board.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case .replaceBoard: state.board = Board.State()
        case .board: break
        }
        return .none
      }
      .ifLet(\.board, action: \.board) { Board() }
    }
  }

  /// The desk's store, the first row's store and the leaf below each row.
  private func makeChain() throws -> (
    StoreOf<Desk>, StoreOf<Card>, StoreOf<Leaf>, StoreOf<Leaf>
  ) {
    let store = Store(initialState: Desk.State()) { Desk() }
    let board = try #require(store.scope(state: \.board, action: \.board))
    let rows = board.scope(state: \.rows, action: \.rows)
    let card = rows[0]
    let leaf = try #require(card.scope(state: \.child, action: \.child))
    let otherLeaf = try #require(rows[1].scope(state: \.child, action: \.child))
    return (store, card, leaf, otherLeaf)
  }

  @Test func aReaderBelowARowHearsOfChangesAboveAndAtTheRow() throws {
    let (store, card, leaf, _) = try self.makeChain()
    // Read untracked first, so that the tracked read registers through the chain alone (see
    // `ScopedStoreRegistrationTests`).
    _ = leaf.count
    let ofBoard = track { _ = leaf.count }
    store.send(.replaceBoard)
    #expect(ofBoard.count == 1)
    _ = leaf.count
    let ofRow = track { _ = leaf.count }
    card.send(.replaceChild)
    #expect(ofRow.count == 1)
    #expect(leaf.count == 10)
  }

  @Test func aReaderBelowARowHearsOfNothingElse() throws {
    let (store, _, leaf, otherLeaf) = try self.makeChain()
    _ = leaf.count
    let counter = track { _ = leaf.count }
    store.send(.increment)
    otherLeaf.send(.increment)
    #expect(counter.count == 0)
    #expect(otherLeaf.count == 1)
  }
}
