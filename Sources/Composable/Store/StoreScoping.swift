extension Store where Action: CasePathable {
  /// A store for a stored child feature.
  ///
  /// The child store derives its state through `state` from this store's after every change
  /// (and keeps it between changes), and embeds its actions with `action`. Child stores are
  /// cached: scoping twice with the same paths gives the same store.
  ///
  /// ```swift
  /// ProfileView(store: store.scope(state: \.profile, action: \.profile))
  /// ```
  ///
  /// This is the overload an action key path literal such as `\.profile` picks: it takes the
  /// key path to the case's path in `Action.AllCasePaths`, which Swift builds once per call site,
  /// rather than a `CaseKeyPath`, which it builds anew on every call. The store behaves as the
  /// one the `CaseKeyPath` overload makes for the same case, but the two are cached apart.
  @inlinable
  @inline(__always)
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction> {
    self._scope(state: state, actionKey: action) {
      .casePath(in: action)
    }
  }

  /// A store for an optional child feature, or `nil` while the child state is `nil`.
  ///
  /// ```swift
  /// if let child = store.scope(state: \.child, action: \.child) {
  ///   ChildView(store: child)
  /// }
  /// ```
  ///
  /// This is the overload an action key path literal such as `\.child` picks. Like the
  /// non-optional one, it takes the key path to the case's path in `Action.AllCasePaths`, which
  /// Swift builds once per call site, rather than a `CaseKeyPath`, which it builds anew on every
  /// call.
  @inlinable
  @inline(__always)
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    self._scope(state: state, actionKey: action) {
      .casePath(in: action)
    }
  }
}

extension Store {
  /// A store for a stored child feature, with a case key path: the overload for case key paths
  /// passed as values (`let path: CaseKeyPath<Action, Child.Action> = \.child`) rather than
  /// written as literals.
  ///
  /// The child store derives its state through `state` from this store's after every change
  /// (and keeps it between changes), and embeds its actions with `action`. Child stores are
  /// cached: scoping twice with the same paths gives the same store.
  ///
  /// A literal written at the call site picks the `AllCasePaths` overload instead, which Swift
  /// does not rebuild on every call; the two make stores that behave the same, but cache them
  /// apart.
  @_disfavoredOverload
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self._scope(state: state, actionKey: action) {
      .casePath(CasePathCache.casePath(action))
    }
  }

  /// A store for an optional child feature, or `nil` while the child state is `nil`, with a case
  /// key path: the overload for case key paths passed as values rather than written as
  /// literals.
  ///
  /// A literal written at the call site picks the `AllCasePaths` overload instead, which Swift
  /// does not rebuild on every call; the two make stores that behave the same, but cache them
  /// apart.
  @_disfavoredOverload
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    self._scope(state: state, actionKey: action) {
      .casePath(CasePathCache.casePath(action))
    }
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
      derivation: .function({ toChildState($0) }),
      sliceAccess: .rederive,
      embedding: .function(fromChildAction)
    )
    return Store<ChildState, ChildAction>(core: core, isRoot: false)
  }

  /// The cached child store for `state` and `actionKey`, or a new one embedding its actions with
  /// what `embedding` makes (called only when a store is made).
  @inlinable
  @inline(__always)
  func _scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    actionKey: AnyKeyPath,
    embedding: () -> ScopedEmbedding<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    if let child = self.childStores.store(
      state: state, action: actionKey, as: Store<ChildState, ChildAction>.self)
    {
      return child
    }
    let core = ScopedCore<State, Action, ChildState, ChildAction>(
      parent: self.core,
      initialState: readInPlace(state, in: self.core.currentState()),
      derivation: .keyPath(state),
      sliceAccess: .keyPath(state),
      embedding: embedding()
    )
    let child = Store<ChildState, ChildAction>(core: core, isRoot: false)
    self.childStores.insert(child, state: state, action: actionKey)
    return child
  }

  /// The cached child store for optional `state` and `actionKey`, or a new one embedding its
  /// actions with what `embedding` makes; `nil` while the child state is `nil`.
  @inlinable
  @inline(__always)
  func _scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    actionKey: AnyKeyPath,
    embedding: () -> ScopedEmbedding<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    // Read with observation: a reader of the optional scope depends on whether the child is
    // there.
    let parentState = self.core.accessState()
    // A cached store answers whether its child is there from the state it keeps (derived once
    // per change), so finding it copies nothing.
    if let child = self.childStores.store(
      state: state, action: actionKey, as: Store<ChildState, ChildAction>.self)
    {
      if child.core.isValid { return child }
      // The child went away: its store (and all scoped from it) is freed once the views holding
      // it let go, and one presented later gets a store of its own.
      self.childStores.remove(state: state, action: actionKey)
    }
    let sliceAccess = SliceAccess.keyPath(state)
    guard let childState = sliceAccess.read(state, in: parentState) else { return nil }
    let core = ScopedCore<State, Action, ChildState, ChildAction>(
      parent: self.core,
      initialState: consume childState,
      derivation: .optionalKeyPath(state),
      sliceAccess: sliceAccess,
      embedding: embedding()
    )
    let child = Store<ChildState, ChildAction>(core: core, isRoot: false)
    self.childStores.insert(child, state: state, action: actionKey)
    return child
  }
}
