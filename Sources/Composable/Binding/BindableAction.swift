/// An action type with one case for every binding of a feature's state.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveButtonTapped
/// }
/// ```
///
/// The enum case satisfies ``binding(_:)``; add ``BindingReducer`` to the feature's body to apply
/// the changes.
public protocol BindableAction {
  /// The state whose fields the bindings write.
  associatedtype State

  /// Embeds a binding action: usually the enum case `binding(BindingAction<State>)`.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action holds, if it is the `binding` case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action held by the `binding` case, found by reflection so that conforming enums
  /// need nothing but the case.
  public var binding: BindingAction<State>? {
    guard
      let child = Mirror(reflecting: self).children.first,
      child.label == "binding"
    else { return nil }
    return child.value as? BindingAction<State>
  }

  /// The action that sets the `@BindingState` field at `keyPath` to `value`:
  /// `store.send(.set(\.$displayName, "Blob"))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }

  /// The action that sets the field at `keyPath` of `@ObservableState` state to `value`:
  /// `store.send(.set(\.displayName, "Blob"))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self where State: ObservableState {
    self.binding(.set(keyPath, value))
  }
}
