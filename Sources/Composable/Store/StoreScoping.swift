/// Identifies a child store in its parent's cache.
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
  let element: AnyHashable?

  init(state: AnyKeyPath, action: AnyKeyPath, element: AnyHashable? = nil) {
    self.state = state
    self.action = action
    self.element = element
  }
}

extension Store {
  /// A store for a stored child feature.
  ///
  /// The child store derives its state through `state` from this store's after every change
  /// (and keeps it between changes), and embeds its actions with `action`. Child stores are cached: scoping twice with the same paths
  /// gives the same store.
  ///
  /// ```swift
  /// ProfileView(store: store.scope(state: \.profile, action: \.profile))
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: state, action: action)
    if let child = self.children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let embed = CasePathCache.casePath(action).embed
    let core = ScopedCore<State, Action, ChildState, ChildAction>(
      parent: self.core,
      initialState: self.core.currentState().pointee[keyPath: state],
      toState: { $0[keyPath: state] },
      fromAction: embed,
      registerSliceAccess: SliceAccess.keyPath(state)
    )
    let child = Store<ChildState, ChildAction>(core: core, isRoot: false)
    self.children[id] = child
    return child
  }

  /// A store for an optional child feature, or `nil` while the child state is `nil`.
  ///
  /// ```swift
  /// if let child = store.scope(state: \.child, action: \.child) {
  ///   ChildView(store: child)
  /// }
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    let parentState = self.core.accessState()
    guard let childState = parentState.pointee[keyPath: state] else { return nil }
    let id = ScopeID(state: state, action: action)
    if let child = self.children[id] as? Store<ChildState, ChildAction>, child.core.isValid {
      return child
    }
    let embed = CasePathCache.casePath(action).embed
    let core = ScopedCore<State, Action, ChildState, ChildAction>(
      parent: self.core,
      initialState: childState,
      toState: { $0[keyPath: state] },
      fromAction: embed,
      registerSliceAccess: SliceAccess.keyPath(state)
    )
    let child = Store<ChildState, ChildAction>(core: core, isRoot: false)
    self.children[id] = child
    return child
  }

  /// A store for any derived state and a function to embed actions: for state reached through
  /// computed properties or transformations. Not cached; prefer key paths.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let core = ScopedCore<State, Action, ChildState, ChildAction>(
      parent: self.core,
      initialState: toChildState(self.core.state),
      toState: toChildState,
      fromAction: fromChildAction,
      registerSliceAccess: SliceAccess.rederive(toChildState)
    )
    return Store<ChildState, ChildAction>(core: core, isRoot: false)
  }
}
