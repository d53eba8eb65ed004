extension TestStore {
  /// A binding view store of the state as of the last step, for testing a legacy view state
  /// built from bindings (`@BindingViewState` fields) in a feature whose bindings live in a
  /// nested view action:
  ///
  /// ```swift
  /// await store.send(.view(.set(\.$email, "blob@pointfree.co"))) {
  ///   $0.email = "blob@pointfree.co"
  /// }
  /// #expect(LoginView.ViewState(store.bindings(action: \.view)).isLoginButtonDisabled)
  /// ```
  ///
  /// The bindings write to a copy of the state, never to the test store: the test store changes
  /// only through `send`.
  public func bindings<ViewAction: BindableAction>(
    action toViewAction: CaseKeyPath<Action, ViewAction>
  ) -> BindingViewStore<State> where State == ViewAction.State, Action: CasePathable {
    BindingViewStore(
      store: Store(initialState: self.state) {
        BindingReducer(action: toViewAction)
      }
      .scope(state: \.self, action: toViewAction),
      location: OperatorLocation()
    )
  }
}

extension TestStore where Action: BindableAction, State == Action.State {
  /// A binding view store of the state as of the last step, for testing a legacy view state
  /// built from bindings (`@BindingViewState` fields):
  ///
  /// ```swift
  /// await store.send(.set(\.$password, "whats-the-point?")) {
  ///   $0.password = "whats-the-point?"
  /// }
  /// #expect(!LoginView.ViewState(store.bindings).isLoginButtonDisabled)
  /// ```
  ///
  /// The bindings write to a copy of the state, never to the test store.
  public var bindings: BindingViewStore<State> {
    BindingViewStore(
      store: Store<State, Action>(initialState: self.state) { BindingReducer() },
      location: OperatorLocation()
    )
  }
}
