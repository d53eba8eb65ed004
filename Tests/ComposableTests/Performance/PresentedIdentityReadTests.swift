import Testing

@testable import Composable

/// How often `ifLet(\.$child, action:)` reads the presented child's identity for an action to
/// it: once, to find the child's path, while the store runs no effect of a child, where it read
/// it again after the parent had run to look for a dismissed or replaced child that no effect
/// could be cancelled for.
@MainActor
@Suite struct PresentedIdentityReadTests {
  /// Counts the reads of `Child.State.id`, which is the child's identity (the child is
  /// `Identifiable`).
  final class IDReads: @unchecked Sendable {  // touched on the main actor only
    var count = 0
  }

  @Reducer
  struct Child {
    struct State: Equatable, Identifiable {
      let reads: IDReads
      var count = 0
      var tag = 0
      var id: Int {
        self.reads.count += 1
        return self.tag
      }
      static func == (lhs: Self, rhs: Self) -> Bool { lhs.count == rhs.count }
    }
    enum Action: Equatable {
      case increment
      case startEffect
      case effectFinished
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment, .effectFinished:
          state.count += 1
          return .none
        case .startEffect:
          return .run { send in await send(.effectFinished) }
        }
      }
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
      Reduce { state, action in
        // The parent replaces the child by another one (another id) when it counts to 2.
        if case .child(.presented(.increment)) = action, let child = state.child, child.count == 2 {
          state.child = Child.State(reads: child.reads, count: 10, tag: 1)
        }
        return .none
      }
      .ifLet(\.$child, action: \.child) { Child() }
    }
  }

  @Test func anActionToThePresentedChildReadsItsIdentityOnce() {
    let reads = IDReads()
    let store = Store(initialState: Parent.State(child: Child.State(reads: reads))) { Parent() }
    // The first action records the child as mounted.
    store.send(.child(.presented(.increment)))
    let before = reads.count
    store.send(.child(.presented(.increment)))
    #expect(reads.count - before == 1)
    #expect(store.withState { $0.child?.count } == 10)
  }

  @Test func aChildReplacedWhileNothingRunsIsRecordedOnTheNextAction() throws {
    let reads = IDReads()
    let store = Store(initialState: Parent.State(child: Child.State(reads: reads))) { Parent() }
    store.send(.child(.presented(.increment)))
    let mounted = try #require(store.withState { $0.$child.mounted })
    // Replaced by the parent; nothing to cancel, so the record stays until the next action.
    store.send(.child(.presented(.increment)))
    store.send(.child(.presented(.increment)))
    #expect(store.withState { $0.child?.count } == 11)
    let remounted = try #require(store.withState { $0.$child.mounted })
    #expect(remounted !== mounted)
    #expect(remounted.identity == ChildIdentity(of: Child.State(reads: reads, tag: 1)))
  }

  @Test func aChildWithARunningEffectIsWatchedAcrossTheParent() async {
    let reads = IDReads()
    let store = Store(initialState: Parent.State(child: Child.State(reads: reads))) { Parent() }
    store.send(.child(.presented(.increment)))
    let task = store.send(.child(.presented(.startEffect)))
    // While an effect of the child may run, the parent's run is watched: a second read.
    let before = reads.count
    store.send(.child(.presented(.increment)))
    #expect(reads.count - before == 2)
    await task.finish()
  }
}
