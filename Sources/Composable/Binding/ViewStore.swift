/// The view's side of a store, from before `@ObservableState`: the state the view observes, the
/// actions it sends, and bindings of both.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: { $0 })
/// let isOn = viewStore.binding(
///   get: \.isHapticFeedbackEnabled,
///   send: { .isHapticFeedbackEnabledChanged($0) }
/// )
/// let name = viewStore.$displayName  // a `@BindingState` field
/// ```
///
/// The view state is computed from the store's current state on every read, so a view store
/// never holds a stale copy.
@MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction> {
  private let readState: @MainActor () -> ViewState
  private let sendAction: @MainActor (ViewAction) -> StoreTask
  private let isValid: @MainActor () -> Bool
  private let location: OperatorLocation
  /// Feeds ``publisher``.
  let publisherSource: ViewStatePublisherSource<ViewState>

  /// A view store of `store` observing the view state `toViewState` computes and sending view
  /// actions that `fromViewAction` turns into the store's actions.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (State) -> ViewState,
    send fromViewAction: @escaping (ViewAction) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let readState: @MainActor () -> ViewState = { toViewState(store.state) }
    self.readState = readState
    self.sendAction = { store.send(fromViewAction($0)) }
    self.isValid = { store.core.isValid }
    self.location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.publisherSource = ViewStatePublisherSource(root: store.core.root, read: readState)
  }

  /// A view store of `store` observing the view state `toViewState` computes: `observe: { $0 }`
  /// observes the whole state.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (State) -> ViewState,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      store, observe: toViewState, send: { $0 },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// A view store whose view state holds bindings (`@BindingViewState` fields) made from a
  /// ``BindingViewStore``:
  ///
  /// ```swift
  /// let viewStore = ViewStore(store, observe: NotificationSettingsViewState.init)
  /// viewStore.$enableNotifications.wrappedValue = true
  /// ```
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (BindingViewStore<State>) -> ViewState,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ViewAction: BindableAction, ViewAction.State == State {
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let bindingViewStore = BindingViewStore(store: store, location: location)
    self.init(
      store, observe: { _ in toViewState(bindingViewStore) }, send: { $0 },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// The view state, computed from the store's current state.
  public var state: ViewState {
    self.readState()
  }

  /// A field of the view state: `viewStore.displayName`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    self.state[keyPath: keyPath]
  }

  /// Sends a view action to the store.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    self.sendAction(action)
  }

  /// A binding that reads a value out of the view state and sends a view action for every new
  /// value.
  public func binding<Value>(
    get toValue: @escaping (ViewState) -> Value,
    send toAction: @escaping (Value) -> ViewAction
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { toValue(self.state) },
      set: { self.send(toAction($0)) }
    )
  }

  /// A binding that reads a value out of the view state and sends a view action when a
  /// *different* value is written:
  ///
  /// ```swift
  /// viewStore.binding(
  ///   get: \.isHapticFeedbackEnabled,
  ///   send: { .isHapticFeedbackEnabledChanged($0) }
  /// )
  /// ```
  public func binding<Value: Equatable>(
    get toValue: @escaping (ViewState) -> Value,
    send toAction: @escaping (Value) -> ViewAction
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { toValue(self.state) },
      set: { newValue in
        guard toValue(self.state) != newValue else { return }
        self.send(toAction(newValue))
      }
    )
  }

  /// A binding that reads a value out of the view state and sends the same view action whenever
  /// a different value is written.
  public func binding<Value: Equatable>(
    get toValue: @escaping (ViewState) -> Value,
    send action: ViewAction
  ) -> StoreBinding<Value> {
    self.binding(get: toValue, send: { _ in action })
  }
}

extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
  /// A binding of a `@BindingState` field of the view state: `viewStore.$displayName`.
  ///
  /// It sends `.binding(.set(\.$displayName, newValue))` when a different value is written. If no
  /// ``BindingReducer`` applies the action, an issue is reported where the view store was made.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
  ) -> StoreBinding<Value> {
    let valuePath = keyPath.appending(path: \.wrappedValue)
    return StoreBinding(
      get: { self.state[keyPath: valuePath] },
      set: { newValue in
        let state = self.state
        guard state[keyPath: valuePath] != newValue else { return }
        var action = BindingAction<ViewState>.set(keyPath, newValue)
        if self.isValid() {
          action = action.checkedForHandling(
            state: state, bindableActionType: ViewAction.self, location: self.location
          )
        }
        self.send(.binding(action))
      }
    )
  }
}
