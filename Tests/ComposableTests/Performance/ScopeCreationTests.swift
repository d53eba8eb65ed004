import Testing

@testable import Composable

/// Making a scoped store works out what it needs to know about its key paths and types once:
/// scoping again through the same literals (new key path instances at every evaluation, as a
/// view's body makes them) hashes no key path and looks no conformance up.
@MainActor
@Suite struct ScopeCreationTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case child(PresentedCounter)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
    }
  }

  /// A new store, scoped to its presented child as a view scopes it.
  func scopeChild() -> StoreOf<PresentedCounter>? {
    let store = Store(initialState: Feature.State(destination: .child(PresentedCounter.State()))) {
      Feature()
    }
    return store.scope(state: \.destination?.child, action: \.destination.child)
  }

  @Test func scopingAgainThroughTheSameLiteralsHashesNoKeyPath() {
    // What the store learned about `\.destination?.child` and `\.destination.child` is found by
    // comparing them with the last key paths of their types, not by hashing them.
    #expect(self.scopeChild() != nil)
    let hashed = (AppendedCasePaths.hashedLookups, TrackedCaseSlice.hashedLookups)
    #expect(self.scopeChild() != nil)
    #expect(AppendedCasePaths.hashedLookups == hashed.0)
    #expect(TrackedCaseSlice.hashedLookups == hashed.1)
  }

  @Test func scopingAgainLooksNoConformanceUp() {
    // Whether the parent state is observable is found once per type.
    #expect(self.scopeChild() != nil)
    let lookups = ObservableStateTypes.lookups
    #expect(self.scopeChild() != nil)
    #expect(ObservableStateTypes.lookups == lookups)
  }
}
