// `store.scope(\.child, action: \.child)`: the scoping operations spelled without the `state:`
// label, as TCA 1.26 spells them. Each forwards to the labeled operation with the same
// arguments, so the two spellings make (and cache) the same stores.

extension Store where Action: CasePathable {
  /// A store for a stored child feature: `store.scope(\.profile, action: \.profile)`.
  @inlinable
  @inline(__always)
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction> {
    self.scope(state: state, action: action)
  }

  /// A store for an optional child feature, or `nil` while the child state is `nil`:
  /// `store.scope(\.child, action: \.child)`.
  @inlinable
  @inline(__always)
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    self.scope(state: state, action: action)
  }

  /// Stores for the rows of an `IdentifiedArray` handled by `forEach`:
  /// `store.scope(\.rows, action: \.rows)`.
  @inlinable
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, IdentifiedAction<ElementID, ElementAction>>
    >
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    self.scope(state: state, action: action)
  }
}

extension Store {
  /// A store for a stored child feature, with a case key path passed as a value.
  @_disfavoredOverload
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.scope(state: state, action: action)
  }

  /// A store for an optional child feature, or `nil` while the child state is `nil`, with a case
  /// key path passed as a value.
  @_disfavoredOverload
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    self.scope(state: state, action: action)
  }

  /// Stores for the rows of an `IdentifiedArray` handled by `forEach`, with a case key path
  /// passed as a value.
  @_disfavoredOverload
  @inlinable
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    self.scope(state: state, action: action)
  }
}
