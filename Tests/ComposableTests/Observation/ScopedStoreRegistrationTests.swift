import Composable
import Observation
import Testing

/// A reader of a store scoped several levels deep registers, on every read, what it depends on at
/// every level up to the root (through the chain of registrations the scoped stores keep), and
/// hears of a change at any of those levels and of none elsewhere.
@MainActor
@Suite struct ScopedStoreRegistrationTests {
  @Reducer
  struct Leaf {
    @ObservableState
    struct State: Equatable {
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
  struct Middle {
    @ObservableState
    struct State: Equatable {
      var count = 0
      @Presents var destination: Destination.State? = .leaf(Leaf.State())
    }

    enum Action: Equatable {
      case increment
      case replaceLeaf
      case destination(PresentationAction<Destination.Action>)
    }

    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case leaf(Leaf)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case .replaceLeaf: state.destination = .leaf(Leaf.State(count: 10))
        case .destination: break
        }
        return .none
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  @Reducer
  struct Top {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var middle: Middle.State? = Middle.State()
      var other: Middle.State? = Middle.State()
    }

    enum Action: Equatable {
      case increment
      case replaceMiddle
      case replaceOther
      case middle(Middle.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case .replaceMiddle: state.middle = Middle.State(count: 20)
        case .replaceOther: state.other = Middle.State(count: 30)
        case .middle: break
        }
        return .none
      }
      .ifLet(\.middle, action: \.middle) { Middle() }
    }
  }

  /// The leaf of a chain with a link of each kind that registers in a parent's state: a tracked
  /// optional property (`\.middle`) and a case of a presented destination
  /// (`\.destination?.leaf`), under the root's registration of its state as a whole.
  private func makeChain() throws -> (StoreOf<Top>, StoreOf<Middle>, StoreOf<Leaf>) {
    let store = Store(initialState: Top.State()) { Top() }
    let middle = try #require(store.scope(state: \.middle, action: \.middle))
    let leaf = try #require(middle.scope(state: \.destination?.leaf, action: \.destination.leaf))
    return (store, middle, leaf)
  }

  @Test func aDeepReaderHearsOfAChangeAtEveryLevelAboveIt() throws {
    let (store, middle, leaf) = try self.makeChain()
    // Each reader reads a leaf whose state is up to date (read once untracked first), so what it
    // registers comes from the chain of registrations alone: deriving a slice again would
    // register through the parents' getters.
    _ = leaf.count
    let ofLeaf = track { _ = leaf.count }
    leaf.send(.increment)
    #expect(ofLeaf.count == 1)
    _ = leaf.count
    let ofMiddle = track { _ = leaf.count }
    middle.send(.replaceLeaf)
    #expect(ofMiddle.count == 1)
    #expect(leaf.count == 10)
    let ofTop = track { _ = leaf.count }
    store.send(.replaceMiddle)
    #expect(ofTop.count == 1)
    #expect(leaf.count == 0)
  }

  @Test func aDeepReaderHearsOfNothingElse() throws {
    let (store, middle, leaf) = try self.makeChain()
    let counter = InvalidationCounter { _ = leaf.count }
    store.send(.increment)
    store.send(.replaceOther)
    middle.send(.increment)
    #expect(counter.count == 0)
  }

  @Test func readingTheMiddleDoesNotRegisterTheLeafsSlice() throws {
    let (_, middle, leaf) = try self.makeChain()
    let counter = InvalidationCounter { _ = middle.count }
    leaf.send(.increment)
    middle.send(.replaceLeaf)
    #expect(counter.count == 0)
    middle.send(.increment)
    #expect(counter.count == 1)
  }
}
