import Composable
import TestHelpers
import Testing

/// Presentation and stack operators reach their children in place: an action to a presented or
/// pushed child copies none of its state (counted with ``CopyProbe``), whatever the depth.
@MainActor
@Suite struct InPlaceNavigationTests {
  @Reducer
  struct Leaf {
    @ObservableState
    struct State: Equatable {
      // Not tracked: a tracked property's accessor keeps its old value while it changes, to
      // compare, which would count as a copy of every probe.
      @ObservationStateIgnored var probe: CopyProbe
    }

    enum Action: Equatable {
      case change
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.probe.change()
      return .none
    }
  }

  @Reducer
  struct Middle {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }

    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }

    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case leaf(Leaf)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
    }
  }

  @Reducer
  struct Top {
    @ObservableState
    struct State: Equatable {
      @Presents var child: Middle.State?
    }

    enum Action: Equatable {
      case child(PresentationAction<Middle.Action>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$child, action: \.child) { Middle() }
    }
  }

  /// A stack in a plain struct, reached through its key path.
  @Reducer
  struct PlainStack {
    struct State: Equatable {
      var path = StackState<Leaf.State>()
    }

    enum Action: Equatable {
      case path(StackActionOf<Leaf>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.path, action: \.path) { Leaf() }
    }
  }

  @Test func anActionTwoPresentationsDownCopiesNothing() {
    let copies = LockIsolated(0)
    let store = Store(
      initialState: Top.State(
        child: Middle.State(destination: .leaf(Leaf.State(probe: CopyProbe(counter: copies)))))
    ) {
      Top()
    }
    for _ in 0..<100 {
      store.send(.child(.presented(.destination(.presented(.leaf(.change))))))
    }
    #expect(store.withState { $0.child?.destination?.leaf?.probe.changes } == 100)
    #expect(copies.value == 0)
  }

  @Test func anActionToAStackElementCopiesNothing() {
    let copies = LockIsolated(0)
    // Made where the store keeps it, so that no other copy of the stack is left to share it.
    let store = Store(
      initialState: PlainStack.State(
        path: StackState((0..<100).map { _ in Leaf.State(probe: CopyProbe(counter: copies)) }))
    ) {
      PlainStack()
    } withDependencies: {
      $0.stackElementID = .incrementing()
    }
    for _ in 0..<100 {
      store.send(.path(.element(id: 42, action: .change)))
    }
    #expect(store.withState { $0.path[id: 42]?.probe.changes } == 100)
    #expect(copies.value == 0)
  }
}
