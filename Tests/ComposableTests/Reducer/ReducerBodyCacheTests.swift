import Composable
import Testing

/// How many times each test feature's body was evaluated; one counter per feature, so that tests
/// running in parallel do not share one.
private let counterBodyEvaluations = LockIsolated(0)
private let outerBodyEvaluations = LockIsolated(0)
private let innerBodyEvaluations = LockIsolated(0)
private let parentBodyEvaluations = LockIsolated(0)
private let childBodyEvaluations = LockIsolated(0)

private struct CountedCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }

  let evaluations: LockIsolated<Int>

  var body: some Reducer<State, Action> {
    let _ = self.evaluations.withValue { $0 += 1 }
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// A feature whose body is another feature with a body: both are kept.
private struct Outer: Reducer {
  typealias State = CountedCounter.State
  typealias Action = CountedCounter.Action

  var body: some Reducer<State, Action> {
    let _ = outerBodyEvaluations.withValue { $0 += 1 }
    CountedCounter(evaluations: innerBodyEvaluations)
  }
}

@Reducer
private struct CountedParent {
  @ObservableState
  struct State: Equatable {
    var child: CountedCounter.State? = CountedCounter.State()
  }

  enum Action: Equatable {
    case child(CountedCounter.Action)
  }

  var body: some ReducerOf<Self> {
    let _ = parentBodyEvaluations.withValue { $0 += 1 }
    EmptyReducer()
      .ifLet(\.child, action: \.child) { CountedCounter(evaluations: childBodyEvaluations) }
  }
}

@MainActor
@Suite struct ReducerBodyCacheTests {
  @Test func aStoreEvaluatesItsReducersBodyOnce() {
    let store = Store(initialState: CountedCounter.State()) {
      CountedCounter(evaluations: counterBodyEvaluations)
    }
    #expect(counterBodyEvaluations.value == 0)  // lazily, on the first action
    for _ in 1...3 { store.send(.increment) }
    #expect(store.count == 3)
    #expect(counterBodyEvaluations.value == 1)
  }

  @Test func aBodyThatIsAnotherFeatureKeepsBothBodies() {
    let store = Store(initialState: Outer.State()) { Outer() }
    for _ in 1...3 { store.send(.increment) }
    #expect(store.count == 3)
    #expect(outerBodyEvaluations.value == 1)
    #expect(innerBodyEvaluations.value == 1)
  }

  @Test func childReducersBodiesAreKeptToo() {
    let store = Store(initialState: CountedParent.State()) { CountedParent() }
    for _ in 1...3 { store.send(.child(.increment)) }
    #expect(store.child?.count == 3)
    #expect(parentBodyEvaluations.value == 1)
    #expect(childBodyEvaluations.value == 1)
  }
}
