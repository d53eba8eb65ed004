import Composable
import Testing

/// A feature whose bindings live in its view actions (`@ViewAction` style) has writable store
/// members too: writing one sends `.view(.binding(.set(…)))`.
@MainActor
@Suite struct StoreViewActionMemberTests {
  @Reducer
  struct SignIn {
    @ObservableState
    struct State: Equatable {
      var email = ""
      var viewBindingActions = 0
    }

    enum Action: ViewAction {
      case view(View)

      @CasePathable
      enum View: BindableAction {
        case binding(BindingAction<State>)
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
      Reduce { state, action in
        if case .view(.binding) = action {
          state.viewBindingActions += 1
        }
        return .none
      }
    }
  }

  @Test func writingAFieldSendsAViewBindingAction() {
    let store = Store(initialState: SignIn.State()) { SignIn() }
    store.email = "blob@pointfree.co"
    #expect(store.email == "blob@pointfree.co")
    #expect(store.viewBindingActions == 1)
  }

  @Test func writingTheValueAlreadyThereSendsNothing() {
    let store = Store(initialState: SignIn.State(email: "blob")) { SignIn() }
    store.email = "blob"
    #expect(store.viewBindingActions == 0)
  }

  @Test func writingTheWholeStateSendsOneViewBindingAction() {
    let store = Store(initialState: SignIn.State()) { SignIn() }
    store.state = SignIn.State(email: "blob")
    #expect(store.state == SignIn.State(email: "blob", viewBindingActions: 1))
  }

  @Test func aFieldNoBindingReducerAppliesIsReported() {
    let store = Store(initialState: SignIn.State()) {
      Reduce<SignIn.State, SignIn.Action> { _, _ in .none }
    }
    withKnownIssue {
      store.email = "blob"
    }
    #expect(store.email == "")
  }
}
