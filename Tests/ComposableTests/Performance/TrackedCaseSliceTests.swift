import Composable
import Observation
import Testing

/// A store scoped through a presented destination's case (`\.destination?.child`) registers
/// what its readers depend on (the parent's `destination`) by the tracked property's index,
/// without applying its state key path again on every read, and its observers still hear of
/// exactly the changes that concern them.
@MainActor
@Suite struct TrackedCaseSliceTests {
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
      @Presents var destination: Destination.State?
    }

    enum Action: Equatable {
      case increment
      case destination(PresentationAction<Destination.Action>)
    }

    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case leaf(Leaf)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .increment = action { state.count += 1 }
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
      @Presents var destination: Destination.State?
      /// The presented middle feature, through a computed property: a key path the store cannot
      /// see through, so it derives the slice again on every read.
      var middle: Middle.State? { self.destination?.middle }
    }

    enum Action: Equatable {
      case increment
      case replaceMiddle
      case destination(PresentationAction<Destination.Action>)
    }

    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case middle(Middle)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
        case .replaceMiddle:
          state.destination = .middle(Middle.State(destination: .leaf(Leaf.State(count: 7))))
        case .destination:
          break
        }
        return .none
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  private func makeStore() -> StoreOf<Top> {
    Store(
      initialState: Top.State(
        destination: .middle(Middle.State(destination: .leaf(Leaf.State()))))
    ) {
      Top()
    }
  }

  @Test func readingThroughPresentedCasesDoesNotApplyTheKeyPathAgain() throws {
    let store = self.makeStore()
    let middle = try #require(
      store.scope(state: \.destination?.middle, action: \.destination.middle))
    let leaf = try #require(middle.scope(state: \.destination?.leaf, action: \.destination.leaf))
    for _ in 0..<5 {
      _ = leaf.state
      _ = leaf.count
      _ = middle.count
    }
    #expect(middle.sliceRederivationCount == 0)
    #expect(leaf.sliceRederivationCount == 0)
    leaf.send(.increment)
    #expect(leaf.count == 1)
    #expect(middle.sliceRederivationCount == 0)
    #expect(leaf.sliceRederivationCount == 0)
  }

  @Test func aKeyPathThroughAComputedPropertyIsAppliedAgain() throws {
    let store = self.makeStore()
    let middle = try #require(store.scope(state: \.middle, action: \.destination.middle))
    _ = middle.count
    _ = middle.count
    #expect(middle.sliceRederivationCount == 2)
  }

  @Test func readersHearWhenAPresentingDestinationIsReplacedOrDismissed() throws {
    let store = self.makeStore()
    let middle = try #require(
      store.scope(state: \.destination?.middle, action: \.destination.middle))
    let leaf = try #require(middle.scope(state: \.destination?.leaf, action: \.destination.leaf))
    let notifications = LockIsolated(0)
    func observeLeaf() {
      withObservationTracking {
        _ = leaf.count
      } onChange: {
        notifications.withValue { $0 += 1 }
      }
    }

    observeLeaf()
    store.send(.increment)  // the top's own count: not something the leaf depends on
    #expect(notifications.value == 0)
    store.send(.replaceMiddle)
    #expect(notifications.value == 1)

    observeLeaf()
    middle.send(.destination(.dismiss))
    #expect(notifications.value == 2)
  }
}
