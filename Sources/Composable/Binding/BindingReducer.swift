/// Applies binding actions to state: put it first in a feature's body, so that the reducers after
/// it see the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.displayName):
///       // Validate the new display name.
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// When the bindings live in a nested view action (`case view(View)` with `View: BindableAction`),
/// use `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  public typealias Body = Never

  @usableFromInline
  let toViewAction: (Action) -> ViewAction?

  /// A reducer that applies the feature's own binding actions.
  @inlinable
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// A reducer that applies the binding actions nested in the case at `toViewAction`:
  /// `BindingReducer(action: \.view)`.
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    let casePath = CasePathCache.casePath(toViewAction)
    self.toViewAction = { casePath.extract(from: $0) }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let bindingAction = self.toViewAction(action)?.binding else { return .none }
    if BindingFieldName.isKnown(bindingAction.keyPath) {
      bindingAction.apply(to: &state)
    } else {
      // Names the field for readable dumps of binding actions (see `BindingFieldName`).
      let before = state
      bindingAction.apply(to: &state)
      BindingFieldName.learn(bindingAction.keyPath, before: before, after: state)
    }
    return .none
  }
}
