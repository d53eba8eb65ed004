extension Reducer {
  /// Runs `child` on optional child state while it is non-`nil`, before this reducer.
  ///
  /// When the child state becomes `nil`, every effect the child started is cancelled. A child
  /// action that arrives while the state is `nil` is reported and ignored.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.child, action: \.child) {
  ///     Child()
  ///   }
  /// ```
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped, _KeyPathAccess<State, WrappedState>> {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: _KeyPathAccess(toWrappedState),
      toChildAction: CasePathCache.casePath(toWrappedAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs `child` on optional child state while it is non-`nil`, before this reducer: the
  /// variant for `@ObservableState` state and child state, which reaches the child in place
  /// through the state's generated accessors.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped, _ObservableStateAccess<State, WrappedState>>
  where State: ObservableState, WrappedState: ObservableState {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: _ObservableStateAccess(toWrappedState),
      toChildAction: CasePathCache.casePath(toWrappedAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer made by `ifLet(_:action:then:)`.
public struct _IfLetReducer<
  Parent: Reducer, Child: Reducer, ChildStateAccess: _OptionalStateAccess<Parent.State, Child.State>
>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: _ResolvedReducer<Child>
  @usableFromInline let toChildState: ChildStateAccess
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let location: OperatorLocation
  @usableFromInline let childPath: ChildScopePathCache

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: ChildStateAccess,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.child = _ResolvedReducer(child)
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
    self.childPath = ChildScopePathCache(
      element: AnyHashableSendable(ChildScopeID(keyPath: toChildState.keyPath)),
      childIsIdentifiable: Child.State.self is any Identifiable.Type
    )
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffects: Effect<Parent.Action>
    // Whether to look, once the parent has run, for it having dismissed the child.
    let watchChild: Bool
    if let childAction = self.toChildAction.extract(from: action) {
      // Reduced in place when the child is there, and then it still is: the child reducer works
      // on unwrapped state.
      var mayHoldChildWork = true
      let effects = self.reduceChild(
        into: &state, childAction: childAction, action: action,
        mayHoldChildWork: &mayHoldChildWork)
      childEffects = effects ?? .none
      // Effects the child returns now are cancelled with it; earlier ones only if any may still
      // be running: usually none are, and a child action then costs no look at the child after
      // the parent has run.
      watchChild = effects != nil && (!childEffects.isNone || mayHoldChildWork)
    } else {
      childEffects = .none
      watchChild = self.hasChild(&state)
    }
    guard !watchChild else {
      return self.reduceParentWatchingChild(into: &state, action: action, childEffects)
    }
    let parentEffects = self.parent.reduce(into: &state, action: action)
    // Usually neither reducer returns an effect: answered here, where the compiler sees the
    // `.none`s, so that nothing is merged, retained or released.
    if case .none = childEffects.operation { return parentEffects }
    return childEffects.merge(with: parentEffects)
  }

  /// Runs the parent, and cancels the child's effects if the parent dismissed the child (or, for
  /// an `Identifiable` child, replaced it by one with another id). Apart from the usual path, so
  /// that an action that needs no look at the child carries no id across the parent's run.
  @usableFromInline
  func reduceParentWatchingChild(
    into state: inout Parent.State, action: Parent.Action, _ childEffects: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    let idBefore = self.childPath.childIsIdentifiable ? self.childID(state) : nil
    let parentEffects = self.parent.reduce(into: &state, action: action)
    if !self.hasChild(&state) || (idBefore != nil && self.childID(state) != idBefore) {
      let childPath = self.childPath.childOfCurrent()
      return .merge(childEffects, parentEffects, .cancelChild(at: childPath))
    }
    return childEffects.merge(with: parentEffects)
  }

  /// Whether the child state is there, checked in place: reading it through the key path would
  /// copy the child with everything below it.
  @inlinable
  func hasChild(_ state: inout Parent.State) -> Bool {
    self.toChildState.isPresent(&state)
  }

  /// The `Identifiable` id of the child state, if it is there and has one.
  @usableFromInline
  func childID(_ state: Parent.State) -> AnyHashable? {
    // Read, not modified in place: an in-place access would count as a mutation for observers.
    state[keyPath: self.toChildState.keyPath].flatMap(identifiableID(of:))
  }

  /// Runs the child reducer on the child state in place, and returns its effects; `nil` (after
  /// reporting the action) when the child state is `nil`.
  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  func reduceChild(
    into state: inout Parent.State, childAction: Child.Action, action: Parent.Action,
    mayHoldChildWork: inout Bool
  ) -> Effect<Parent.Action>? {
    // The child's scope path is built only if an effect needs it.
    let effect = ScopePath.withChild(self.childPath, mayHoldChildWork: &mayHoldChildWork) {
      self.toChildState.modifyIfPresent(&state) { child in
        self.child.reduce(into: &child, action: childAction)
      }
    }
    guard let effect else {
      self.location.report(ChildActionIssue.ifLetNilChild(action: action, at: self.location))
      return nil
    }
    // `Effect.none`, spelled out: a bare `.none` would be the optional's `nil`, "no child".
    if effect.isNone { return Effect.none }
    return .childScoped(effect.map(self.toChildAction.embed), path: self.childPath.childOfCurrent())
  }
}
