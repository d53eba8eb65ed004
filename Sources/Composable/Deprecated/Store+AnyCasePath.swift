// Legacy code scopes stores with case paths too: `store.scope(state: \.child, action: /Action.child)`.
// TCA 1.x never took case paths here (only closures, deprecated in 1.5 in favour of key paths and
// case key paths); these are kept deprecated, with the message TCA gives for closure scoping.

extension Store {
  /// A store for a stored child feature, embedding its actions with a case path.
  ///
  /// Behaves as the case key path form does, except that the store is made anew on every call
  /// rather than cached: a case path has no identity to cache it by.
  @available(
    *,
    deprecated,
    message:
      "Pass 'state' a key path to child state and 'action' a case key path to child action, instead. For more information see the following migration guide: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Store-scoping-with-key-paths"
  )
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let core = ScopedCore<State, Action, ChildState, ChildAction>(
      parent: self.core,
      initialState: readInPlace(state, in: self.core.currentState()),
      derivation: .keyPath(state),
      sliceAccess: .keyPath(state),
      embedding: .casePath(action)
    )
    return Store<ChildState, ChildAction>(core: core, isRoot: false)
  }

  /// A store for an optional child feature, or `nil` while the child state is `nil`, embedding
  /// its actions with a case path.
  ///
  /// Behaves as the case key path form does, except that the store is made anew on every call.
  @available(
    *,
    deprecated,
    message:
      "Pass 'state' a key path to child state and 'action' a case key path to child action, instead. For more information see the following migration guide: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Store-scoping-with-key-paths"
  )
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let childState = readInPlace(state, in: self.core.accessState()) else { return nil }
    let core = ScopedCore<State, Action, ChildState, ChildAction>(
      parent: self.core,
      initialState: childState,
      derivation: .optionalKeyPath(state),
      sliceAccess: .keyPath(state),
      embedding: .casePath(action)
    )
    return Store<ChildState, ChildAction>(core: core, isRoot: false)
  }
}
