import Composable
import Testing

/// An enum reducer that declares its own `body`: the macro generates the rest and keeps it.
@Reducer
enum LoggedCalculation {
  case double(Multiplier)

  static var body: some ReducerOf<Self> {
    Scope(state: \.double, action: \.double) { Multiplier() }
    Reduce { state, _ in
      state.modify(\.double) { $0.value += 1 }
      return .none
    }
  }
}
extension LoggedCalculation.State: Equatable {}

/// An enum reducer that declares its own `State` and `Action`: the macro generates the body.
@Reducer
enum HandWritten {
  case double(Multiplier)

  @ObservableState
  enum State: CaseReducerState, Equatable {
    typealias StateReducer = HandWritten
    case double(Multiplier.State)
  }

  enum Action {
    case double(Multiplier.Action)
  }
}

@MainActor
@Suite struct EnumReducerDeclaredMembersTests {
  @Test func aDeclaredBodyReplacesTheGeneratedOne() {
    let store = Store(initialState: LoggedCalculation.State.double(Multiplier.State(value: 2))) {
      LoggedCalculation.body
    }
    store.send(.double(.apply))
    #expect(store.state == .double(Multiplier.State(value: 5)))
  }

  @Test func declaredStateAndActionAreUsedByTheGeneratedBody() {
    let store = Store(initialState: HandWritten.State.double(Multiplier.State(value: 2))) {
      HandWritten.body
    }
    store.send(.double(.apply))
    #expect(store.state == .double(Multiplier.State(value: 4)))
    #expect(store.state.double?.value == 4)
  }
}
