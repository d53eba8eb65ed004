import Testing

@testable import Composable

/// How often an action to a presented `@ObservableState` child reads the child's identity: only
/// in the `$child` accessor the operator runs in (before the child runs, to give it a new
/// revision, and after, to tell observers whether it was replaced). The operator recognises the
/// child it recorded by the identity the accessor kept, where it read the identity once more
/// through a closure made for any state. Whatever changes the presented value forgets what was
/// kept.
@MainActor
@Suite struct PresentedIdentityKeptTests {
  /// Counts the reads of the child's observable identity.
  typealias Reads = PresentedIdentityReadTests.IDReads

  @Reducer
  struct Child {
    struct State: ObservableState, Equatable {
      let reads: Reads
      var count = 0
      private var id = ObservableStateID()

      init(reads: Reads, count: Int = 0) {
        self.reads = reads
        self.count = count
      }

      var _$id: ObservableStateID {
        self.reads.count += 1
        return self.id
      }

      mutating func _$willModify() {
        self.id._$willModify()
      }

      static func == (lhs: Self, rhs: Self) -> Bool { lhs.count == rhs.count }
    }
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      @Presents var child: Child.State?
    }
    enum Action: Equatable {
      case child(PresentationAction<Child.Action>)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$child, action: \.child) { Child() }
    }
  }

  @Test func anActionToTheRecordedChildReadsItsIdentityInTheAccessorOnly() {
    let reads = Reads()
    let store = Store(initialState: Parent.State(child: Child.State(reads: reads))) { Parent() }
    // The first action records the child as the one seen last.
    store.send(.child(.presented(.increment)))
    let before = reads.count
    store.send(.child(.presented(.increment)))
    #expect(reads.count - before == 2)
    #expect(store.withState { $0.child?.count } == 2)
  }

  @Test func changingThePresentedValueForgetsTheKeptIdentity() throws {
    let reads = Reads()
    var presentation = PresentationState(wrappedValue: Child.State(reads: reads))
    let id = ObservableStateID()
    presentation.keepPresentedIdentity(id)
    #expect(presentation.storage.presentedLineage == id._$lineage)
    presentation.wrappedValue?.count += 1
    #expect(presentation.storage.presentedLineage == nil)

    presentation.keepPresentedIdentity(id)
    presentation.wrappedValue = Child.State(reads: reads)
    #expect(presentation.storage.presentedLineage == nil)

    // A copy of the box (the value was shared) starts without.
    presentation.keepPresentedIdentity(id)
    let copy = presentation
    presentation.wrappedValue = nil
    #expect(presentation.storage.presentedLineage == nil)
    #expect(copy.storage.presentedLineage == id._$lineage)
  }

  @Test func theAccessorsCheckAfterAModificationCopiesNoSharedBox() {
    let reads = Reads()
    var presentation = PresentationState(wrappedValue: Child.State(reads: reads))
    let registrar = ObservationStateRegistrar()
    let snapshot = registrar.willModify(
      Parent.State.self, keyPath: \Parent.State.child, &presentation)
    // Shared with a copy (taken inside the modification, as a view's read could).
    let copy = presentation
    let replaced = registrar.didModify(
      Parent.State.self, keyPath: \Parent.State.child, &presentation, snapshot, _$isIdentityEqual)
    #expect(!replaced)
    #expect(presentation.storage === copy.storage)
  }

  @Test func aChildReplacedOutsideTheOperatorIsRecordedAgain() throws {
    let reads = Reads()
    let store = Store(initialState: Parent.State(child: Child.State(reads: reads))) { Parent() }
    store.send(.child(.presented(.increment)))
    var state = store.withState { $0 }
    let mounted = try #require(state.$child.mounted)
    // Replaced where the operator does not see it: the next action finds the record out of date.
    state.child = Child.State(reads: reads, count: 10)
    let next = Store(initialState: state) { Parent() }
    next.send(.child(.presented(.increment)))
    #expect(next.withState { $0.$child.mounted } !== mounted)
    #expect(next.withState { $0.child?.count } == 11)
  }
}
