/// What a legacy view state is made from: reads the store's state and makes ``BindingViewState``
/// values of its `@BindingState` fields.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var enableNotifications: Bool
///   var isLoading: Bool
///
///   init(bindingViewStore: BindingViewStore<Settings.State>) {
///     self._enableNotifications = bindingViewStore.$enableNotifications
///     self.isLoading = bindingViewStore.isLoading
///   }
/// }
/// let viewStore = ViewStore(store, observe: ViewState.init)
/// ```
@MainActor
@dynamicMemberLookup
public struct BindingViewStore<State> {
  private let readState: @MainActor () -> State
  private let sendBinding: @MainActor (BindingAction<State>) -> Void
  private let isValid: @MainActor () -> Bool
  private let bindableActionType: Any.Type
  private let location: OperatorLocation

  /// A binding view store of `store`, whose bindings report a missing `BindingReducer` at
  /// `location`.
  package init<Action: BindableAction>(
    store: Store<State, Action>,
    location: OperatorLocation
  ) where Action.State == State {
    self.readState = { store.state }
    self.sendBinding = { store.send(.binding($0)) }
    self.isValid = { store.core.isValid }
    self.bindableActionType = Action.self
    self.location = location
  }

  /// The store's current state.
  public var state: State {
    self.readState()
  }

  /// A field of the state: `bindingViewStore.isLoading`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.state[keyPath: keyPath]
  }

  /// A view-state binding of a `@BindingState` field: `bindingViewStore.$enableNotifications`.
  ///
  /// Its binding sends `.binding(.set(\.$enableNotifications, newValue))` when a different value
  /// is written.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> BindingViewState<Value> {
    let valuePath = keyPath.appending(path: \.wrappedValue)
    let readState = self.readState
    let sendBinding = self.sendBinding
    let isValid = self.isValid
    let bindableActionType = self.bindableActionType
    let location = self.location
    let binding = StoreBinding<Value>(
      get: { readState()[keyPath: valuePath] },
      set: { newValue in
        let state = readState()
        guard state[keyPath: valuePath] != newValue else { return }
        var action = BindingAction<State>.set(keyPath, newValue)
        if isValid() {
          action = action.checkedForHandling(
            state: state, bindableActionType: bindableActionType, location: location
          )
        }
        sendBinding(action)
      }
    )
    return BindingViewState(binding: binding, value: self.state[keyPath: valuePath])
  }
}
