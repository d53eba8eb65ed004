import Composable
import ComposableTesting
import Testing

/// A login form in the style of TCA before `@ObservableState`: `@BindingState` fields, and a view
/// state made of bindings.
struct LoginForm: Reducer {
  struct State: Equatable {
    @BindingState var email = ""
    @BindingState var password = ""
  }

  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }

  /// The view's state: what the view shows, and the bindings its fields edit.
  struct ViewState: Equatable {
    @BindingViewState var email: String
    var isLoginButtonDisabled: Bool

    @MainActor
    init(_ bindingViewStore: BindingViewStore<State>) {
      self._email = bindingViewStore.$email
      self.isLoginButtonDisabled =
        bindingViewStore.email.isEmpty || bindingViewStore.password.isEmpty
    }
  }
}

/// The same form with its bindings in a nested view action.
struct NestedLoginForm: Reducer {
  typealias State = LoginForm.State

  @CasePathable
  enum Action: Equatable {
    case view(View)

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}

@MainActor
@Suite struct TestStoreBindingsTests {
  @Test func bindingsMakeTheViewStateOfTheLastStep() async {
    let store = TestStore(initialState: LoginForm.State()) { LoginForm() }
    #expect(LoginForm.ViewState(store.bindings).isLoginButtonDisabled)

    await store.send(.set(\.$email, "blob@pointfree.co")) { $0.email = "blob@pointfree.co" }
    await store.send(.set(\.$password, "whats-the-point?")) { $0.password = "whats-the-point?" }
    let viewState = LoginForm.ViewState(store.bindings)
    #expect(!viewState.isLoginButtonDisabled)
    #expect(viewState.email == "blob@pointfree.co")
  }

  @Test func writingThroughTheBindingsLeavesTheTestStoreAlone() async {
    let store = TestStore(initialState: LoginForm.State()) { LoginForm() }
    let bindings = store.bindings
    LoginForm.ViewState(bindings).$email.wrappedValue = "blob@pointfree.co"
    // The copy took the write (a BindingReducer applied it); the test store saw no action.
    #expect(bindings.email == "blob@pointfree.co")
    #expect(store.state.email == "")
  }

  @Test func bindingsOfANestedViewAction() async {
    let store = TestStore(initialState: LoginForm.State()) { NestedLoginForm() }
    await store.send(.view(.set(\.$email, "blob@pointfree.co"))) {
      $0.email = "blob@pointfree.co"
    }
    let viewState = LoginForm.ViewState(store.bindings(action: \.view))
    #expect(viewState.email == "blob@pointfree.co")
    #expect(viewState.isLoginButtonDisabled)
  }

  @available(*, deprecated)
  @Test func bindingsOfANestedViewActionThroughACasePath() async {
    let store = TestStore(initialState: LoginForm.State(password: "secret")) { NestedLoginForm() }
    await store.send(.view(.set(\.$email, "blob@pointfree.co"))) {
      $0.email = "blob@pointfree.co"
    }
    let bindings = store.bindings(action: /NestedLoginForm.Action.view)
    #expect(!LoginForm.ViewState(bindings).isLoginButtonDisabled)
    LoginForm.ViewState(bindings).$email.wrappedValue = "blob@example.com"
    #expect(bindings.email == "blob@example.com")
  }
}
