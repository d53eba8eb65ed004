import Composable
import Observation
import Testing

/// A reader of a store scoped several levels deep registers, on every read, what it depends on at
/// every level up to the root (through the chain of registrations the scoped stores keep), and
/// hears of a change at any of those levels and of none elsewhere.
@MainActor
@Suite struct ScopedStoreRegistrationTests {
  typealias Middle = TrackedCaseSliceTests.Middle

  @Reducer
  struct Top {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var middle: Middle.State? = Top.presentingMiddle()
      var other: Middle.State? = Middle.State()
    }

    enum Action: Equatable {
      case increment
      case replaceMiddle
      case replaceOther
      case middle(Middle.Action)
    }

    static func presentingMiddle() -> Middle.State {
      Middle.State(destination: .leaf(TrackedCaseSliceTests.Leaf.State()))
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case .replaceMiddle: state.middle = Top.presentingMiddle()
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
  private func makeChain() throws -> (
    StoreOf<Top>, StoreOf<Middle>, StoreOf<TrackedCaseSliceTests.Leaf>
  ) {
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
    #expect(leaf.count == 1)
    let ofTop = track { _ = leaf.count }
    store.send(.replaceMiddle)
    #expect(ofTop.count == 1)
    #expect(leaf.count == 0)
    let ofMiddle = track { _ = leaf.count }
    middle.send(.destination(.dismiss))
    #expect(ofMiddle.count == 1)
  }

  @Test func aDeepReaderHearsOfNothingElse() throws {
    let (store, middle, leaf) = try self.makeChain()
    _ = leaf.count
    let counter = track { _ = leaf.count }
    store.send(.increment)
    store.send(.replaceOther)
    middle.send(.increment)
    #expect(counter.count == 0)
  }

  @Test func readingTheMiddleDoesNotRegisterTheLeafsSlice() throws {
    let (_, middle, leaf) = try self.makeChain()
    _ = middle.count
    let counter = track { _ = middle.count }
    leaf.send(.increment)
    middle.send(.destination(.dismiss))
    #expect(counter.count == 0)
    let again = track { _ = middle.count }
    middle.send(.increment)
    #expect(again.count == 1)
  }
}
