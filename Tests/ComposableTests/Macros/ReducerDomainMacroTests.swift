import Composable
import Testing

/// A counter composed of reducers nested in it that work on its domain: `@Reducer` must not
/// give them empty domains of their own.
@Reducer
struct DomainCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case increment
  }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
    Logger()
    Stored()
  }

  /// Names the enclosing domain through its body's type.
  @Reducer
  struct Logger {
    var body: some Reducer<State, Action> {
      Reduce { state, _ in
        state.log.append("count \(state.count)")
        return .none
      }
    }
  }

  /// Names the enclosing domain through a stored body.
  @Reducer
  struct Stored {
    let body = EmptyReducer<State, Action>()
  }

  /// Names the enclosing domain through type aliases, and gets a synthesized empty body.
  @Reducer
  struct Aliased {
    typealias State = DomainCounter.State
    typealias Action = DomainCounter.Action
  }
}

/// A feature whose state is an enum: `@Reducer` makes it case pathable, with dynamic member
/// lookup, so `\.loaded` names a case and `state.loaded` reads it.
@Reducer
struct LoadingCounter {
  @ObservableState
  enum State: Equatable {
    case loading
    case loaded(DomainCounter.State)
  }

  enum Action: Equatable {
    case counter(DomainCounter.Action)
    case finishedLoading
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .finishedLoading {
        state = .loaded(DomainCounter.State())
      }
      return .none
    }
    .ifCaseLet(\.loaded, action: \.counter) {
      DomainCounter()
    }
  }
}

@MainActor
@Suite struct ReducerDomainMacroTests {
  @Test func nestedReducersRunOnTheEnclosingDomain() {
    let store = Store(initialState: DomainCounter.State()) { DomainCounter() }
    store.send(.increment)
    store.send(.increment)
    #expect(store.count == 2)
    #expect(store.log == ["count 1", "count 2"])
  }

  @Test func typeAliasedReducerHasThoseTypesAndAnEmptyBody() {
    let store = Store(initialState: DomainCounter.State(count: 5)) { DomainCounter.Aliased() }
    store.send(.increment)
    #expect(store.state == DomainCounter.State(count: 5))
  }

  @Test func enumStateIsCasePathableWithDynamicMemberLookup() {
    let store = Store(initialState: LoadingCounter.State.loading) { LoadingCounter() }
    #expect(store.state.loaded == nil)
    #expect(store.scope(state: \.loaded, action: \.counter) == nil)

    store.send(.finishedLoading)
    store.scope(state: \.loaded, action: \.counter)?.send(.increment)
    #expect(store.state.loaded?.count == 1)
    #expect(store.state.is(\.loaded))
  }
}
