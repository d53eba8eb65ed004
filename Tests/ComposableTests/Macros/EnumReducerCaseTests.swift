import Composable
import Testing

/// Multiplies its value by a factor chosen when the reducer is made.
@Reducer
struct Multiplier {
  @ObservableState
  struct State: Equatable {
    var value = 1
  }

  enum Action: Equatable {
    case apply
  }

  var factor = 2

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.value *= self.factor
      return .none
    }
  }
}

/// An enum reducer with a default-valued case and cases inside `#if` blocks, one of whose
/// clauses is never compiled.
@Reducer(state: .equatable, action: .equatable)
enum Calculation {
  case double(Multiplier)
  case triple(Multiplier = Multiplier(factor: 3))
  #if swift(>=5.9)
    case modern(Multiplier = Multiplier(factor: 10))
  #else
    case legacy(Multiplier)
  #endif
  #if DEBUG
    case debug(Multiplier)
  #endif
}

@MainActor
@Suite struct EnumReducerCaseTests {
  @Test func aDefaultValueMakesTheCasesReducer() {
    let store = Store(initialState: Calculation.State.triple(Multiplier.State(value: 2))) {
      Calculation.body
    }
    store.send(.triple(.apply))
    #expect(store.state == .triple(Multiplier.State(value: 6)))
  }

  @Test func aCaseWithoutDefaultValueMakesItsReducerWithInit() {
    let store = Store(initialState: Calculation.State.double(Multiplier.State(value: 2))) {
      Calculation.body
    }
    store.send(.double(.apply))
    #expect(store.state == .double(Multiplier.State(value: 4)))
  }

  @Test func casesInsideIfConfigRunTheirReducers() {
    let store = Store(initialState: Calculation.State.modern(Multiplier.State(value: 2))) {
      Calculation.body
    }
    store.send(.modern(.apply))
    #expect(store.state == .modern(Multiplier.State(value: 20)))

    guard case let .modern(child) = store.case else {
      Issue.record("Expected the modern case")
      return
    }
    child.send(.apply)
    #expect(store.state == .modern(Multiplier.State(value: 200)))
  }

  @Test func casesInsideIfConfigHaveIdentitiesOfTheirOwn() {
    // The same child state in different cases: only the cases' tags tell the identities apart.
    let child = Multiplier.State()
    let identities = [
      Calculation.State.double(child)._$id,
      Calculation.State.triple(child)._$id,
      Calculation.State.modern(child)._$id,
    ]
    #expect(Set(identities).count == 3)
    #if DEBUG
      #expect(Calculation.State.debug(child)._$id != Calculation.State.modern(child)._$id)
    #endif
  }
}
