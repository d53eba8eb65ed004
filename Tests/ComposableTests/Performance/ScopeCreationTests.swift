import Testing

@testable import Composable

/// Making a scoped store works out what it needs to know about its key paths and types once:
/// scoping again through the same literals (new key path instances at every evaluation, as a
/// view's body makes them) hashes no key path and looks no conformance up.
@MainActor
@Suite struct ScopeCreationTests {
  /// A feature presenting a `@Reducer enum` destination.
  typealias Feature = PresentationActionCostTests.Feature

  /// A new store, scoped to its presented child as a view scopes it.
  func scopeChild() -> StoreOf<PresentedCounter>? {
    let store = Store(initialState: Feature.State(destination: .child(PresentedCounter.State()))) {
      Feature()
    }
    return store.scope(state: \.destination?.child, action: \.destination.child)
  }

  /// A presented enum written by hand, which counts how often its case path is looked up in
  /// `AllCasePaths` (as the key path `\.slot?.counter` does whenever it is applied).
  @dynamicMemberLookup
  enum Slot: Equatable, _FastCasePathable {
    case counter(PresentedCounter.State)

    struct AllCasePaths {
      var counter: AnyCasePath<Slot, PresentedCounter.State> {
        Slot.lookups += 1
        return AnyCasePath(embed: Slot.counter) {
          guard case let .counter(state) = $0 else { return nil }
          return state
        }
      }
    }

    nonisolated(unsafe) static var lookups = 0
    static var allCasePaths: AllCasePaths { AllCasePaths() }

    static func _$casePath<Value>(for keyPath: CaseKeyPath<Slot, Value>) -> AnyCasePath<
      Slot, Value
    >? {
      nil
    }

    static func _$visitCases<Visitor: _FastCaseVisitor<Slot>>(_ visitor: inout Visitor) {
      visitor.visit(
        \AllCasePaths.counter,
        embedding: _CaseEmbedding<PresentedCounter.State, Slot>(
          intoCase: { next in { _$embed($0, $1, next, Slot.counter) } },
          intoPresented: { next in { _$present($0, $1, next, Slot.counter) } }
        )
      )
    }
  }

  /// A feature holding a ``Slot`` in a tracked property.
  @Reducer
  struct Holder {
    @ObservableState
    struct State: Equatable {
      var slot: Slot?
    }
    enum Action: Equatable {
      case counter(PresentedCounter.Action)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @Test func aPresentedCaseIsReadWithoutApplyingTheStateKeyPath() throws {
    // The scoped store's first state is read through `slot` and the case path found when
    // `\.slot?.counter` was first matched, not by applying the key path, whose case extraction
    // looks the case path up again.
    func scopeCounter() -> StoreOf<PresentedCounter>? {
      let store = Store(
        initialState: Holder.State(slot: .counter(PresentedCounter.State(count: 7)))
      ) {
        Holder()
      }
      return store.scope(state: \.slot?.counter, action: \.counter)
    }
    #expect(scopeCounter() != nil)
    let lookups = Slot.lookups
    let counter = try #require(scopeCounter())
    #expect(Slot.lookups == lookups)
    #expect(counter.withState(\.count) == 7)
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
