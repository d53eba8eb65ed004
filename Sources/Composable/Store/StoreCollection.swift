extension Store where Action: CasePathable {
  /// Stores for the rows of an `IdentifiedArray` handled by `forEach`, in order.
  ///
  /// ```swift
  /// for row in store.scope(state: \.rows, action: \.rows) {
  ///   RowView(store: row)
  /// }
  /// ```
  ///
  /// This is the overload an action key path literal such as `\.rows` picks: it takes the key
  /// path to the case's path in `Action.AllCasePaths`, which Swift builds once per call site,
  /// rather than a `CaseKeyPath`, which it builds anew on every call.
  @inlinable
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, IdentifiedAction<ElementID, ElementAction>>
    >
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    _StoreCollection(
      store: self._scope(state: state, actionKey: action) {
        .casePath(Action.allCasePaths[keyPath: action])
      }
    )
  }
}

extension Store {
  /// Stores for the rows of an `IdentifiedArray` handled by `forEach`, in order, with a case key
  /// path: the overload for case key paths passed as values rather than written as literals.
  ///
  /// A literal written at the call site picks the `AllCasePaths` overload instead, which Swift
  /// does not rebuild on every call; the two make collections that behave the same, but cache
  /// their stores apart.
  @_disfavoredOverload
  @inlinable
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    _StoreCollection(
      store: self._scope(state: state, actionKey: action) {
        .casePath(CasePathCache.casePath(action))
      }
    )
  }
}

/// The stores of the rows of an `IdentifiedArray`: a random-access collection whose element
/// stores are created on demand and cached per id.
@MainActor
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>:
  @MainActor RandomAccessCollection
{
  let store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>
  /// The rows when the collection was made: the collection's elements, and the state a row's
  /// store starts from if the row is gone by the time it is asked for.
  let rows: IdentifiedArray<ID, State>

  @usableFromInline
  init(store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>) {
    self.store = store
    self.rows = store.state
    store.dropElementStores(notIn: self.rows.ids)
  }

  var ids: OrderedSet<ID> { self.rows.ids }

  public var startIndex: Int { 0 }
  public var endIndex: Int { self.ids.count }

  /// The store of the row at `position`.
  ///
  /// A row removed since the collection was made still gets a store: it shows the row as it was
  /// and reports the actions sent to it, like the store of any removed row.
  public subscript(position: Int) -> Store<State, Action> {
    self.store.element(id: self.rows.ids[position], lastKnown: self.rows[position])
  }

  /// The store of the row with `id`, if it is there.
  public subscript(id id: ID) -> Store<State, Action>? {
    self.rows[id: id].map { self.store.element(id: id, lastKnown: $0) }
  }
}

extension Store {
  /// The store of the row with `id`, starting from `lastKnown` if the row is no longer there.
  func element<ID: Hashable & Sendable, ElementState, ElementAction>(
    id: ID, lastKnown: ElementState
  ) -> Store<ElementState, ElementAction>
  where State == IdentifiedArray<ID, ElementState>, Action == IdentifiedAction<ID, ElementAction> {
    let key = AnyHashable(id)
    if let child = self.elementStores[key] as? Store<ElementState, ElementAction> {
      return child
    }
    let core = ScopedCore<State, Action, ElementState, ElementAction>(
      parent: self.core,
      initialState: self.core.state[id: id] ?? lastKnown,
      derivation: .function({ $0[id: id] }),
      sliceAccess: .none,
      embedding: .function { .element(id: id, action: $0) }
    )
    let child = Store<ElementState, ElementAction>(core: core, isRoot: false)
    self.elementStores[key] = child
    return child
  }
}

extension Store {
  /// Forgets the stores of rows that are gone, once the cache holds more stores than there are
  /// rows: a list whose rows come and go (a feed, a chat) keeps as many row stores as it has rows,
  /// not one for every row it ever showed. Checked each time a view asks for the rows' stores;
  /// the cache is then walked only after rows were removed, at a cost in proportion to it.
  func dropElementStores<ID: Hashable>(notIn ids: OrderedSet<ID>) {
    guard self.elementStores.count > ids.count else { return }
    self.elementStores = self.elementStores.filter { key, _ in
      (key.base as? ID).map(ids.contains) ?? false
    }
  }
}
