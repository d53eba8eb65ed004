import Composable
import TestHelpers
import Testing

/// How many times `CountedPath`'s body was evaluated.
private let pathBodyEvaluations = LockIsolated(0)

/// The stack reducer reaches a stack of an `@ObservableState` parent in place, and keeps the
/// stack's ids in place as it pushes and pops: an element's action copies no element (counted
/// with ``CopyProbe``), and a push or pop never copies the ids (the ids' buffer stays where it
/// is), so neither costs time proportional to the stack's size.
@MainActor
@Suite struct InPlaceStackTests {
  /// Changes its probe on every action (see `InPlaceNavigationTests`).
  typealias Leaf = InPlaceNavigationTests.Leaf

  @Reducer
  struct ObservableStack {
    @ObservableState
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

  /// A path reducer that counts the evaluations of its body.
  struct CountedPath: Reducer {
    typealias State = Leaf.State
    typealias Action = Leaf.Action

    var body: some Reducer<State, Action> {
      let _ = pathBodyEvaluations.withValue { $0 += 1 }
      Leaf()
    }
  }

  @Reducer
  struct CountedStack {
    @ObservableState
    struct State: Equatable {
      var path = StackState<Leaf.State>()
    }

    enum Action: Equatable {
      case path(StackAction<Leaf.State, Leaf.Action>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.path, action: \.path) { CountedPath() }
    }
  }

  func makeStore(count: Int, copies: LockIsolated<Int>) -> StoreOf<ObservableStack> {
    // Made where the store keeps it, so that no other copy of the stack is left to share it.
    Store(
      initialState: ObservableStack.State(
        path: StackState((0..<count).map { _ in Leaf.State(probe: CopyProbe(counter: copies)) }))
    ) {
      ObservableStack()
    } withDependencies: {
      $0.stackElementID = .incrementing()
    }
  }

  /// Where the stack's ids are stored.
  func idsAddress(_ store: StoreOf<ObservableStack>) -> UInt {
    store.withState { state in
      state.path.ids.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
  }

  @Test func anActionToAnElementOfAnObservableParentsStackCopiesNothing() {
    let copies = LockIsolated(0)
    let store = makeStore(count: 100, copies: copies)
    for _ in 0..<100 {
      store.send(.path(.element(id: 42, action: .change)))
    }
    #expect(store.withState { $0.path[id: 42]?.probe.changes } == 100)
    #expect(copies.value == 0)
  }

  @Test func pushingAndPoppingKeepTheStacksIdsInPlace() {
    let copies = LockIsolated(0)
    let store = makeStore(count: 100, copies: copies)
    // The first action records the stack; popping one leaves room for the pushes below.
    store.send(.path(.popFrom(id: 99)))
    let address = idsAddress(store)
    for generation in 100..<110 {
      let id = StackElementID(generation: generation)
      store.send(.path(.push(id: id, state: Leaf.State(probe: CopyProbe(counter: copies)))))
      #expect(idsAddress(store) == address)
      store.send(.path(.element(id: id, action: .change)))
      store.send(.path(.popFrom(id: id)))
      #expect(idsAddress(store) == address)
    }
    #expect(store.withState { $0.path.count } == 99)
    #expect(copies.value == 0)
  }

  @Test func theElementReducersBodyIsEvaluatedOnce() {
    let copies = LockIsolated(0)
    let store = Store(
      initialState: CountedStack.State(
        path: StackState((0..<10).map { _ in Leaf.State(probe: CopyProbe(counter: copies)) }))
    ) {
      CountedStack()
    } withDependencies: {
      $0.stackElementID = .incrementing()
    }
    for generation in 0..<10 {
      store.send(.path(.element(id: StackElementID(generation: generation), action: .change)))
    }
    #expect(store.withState { $0.path.map(\.probe.changes) } == Array(repeating: 1, count: 10))
    #expect(pathBodyEvaluations.value == 1)
  }
}
