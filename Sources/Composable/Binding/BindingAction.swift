/// A change of one bindable field of `Root`: the key path and the new value.
///
/// A feature embeds it in one action case, `case binding(BindingAction<State>)` (see
/// ``BindableAction``), and applies it with ``BindingReducer``. Later reducers can react to a
/// particular field:
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .binding(\.displayName):
///     state.displayName = String(state.displayName.prefix(16))
///     return .none
///   case .binding:
///     return .none
///   }
/// }
/// ```
///
/// Two binding actions are equal when they set the same key path to equal values. Case key paths
/// reach a field's value: `\.binding.displayName` (`\.binding.$displayName` for `@BindingState`).
//
// `@unchecked Sendable`: the only non-`Sendable` stored property is the key path, and key paths are
// immutable values.
public struct BindingAction<Root>: @unchecked Sendable {
  /// The key path of the field the action sets.
  public let keyPath: PartialKeyPath<Root>

  let value: any Sendable
  let write: @Sendable (inout Root) -> Void
  private let isEqualToValue: @Sendable (Any) -> Bool

  /// Present when the action comes from a store binding: it reports the action if no
  /// `BindingReducer` applies it.
  var handlingCheck: UnhandledBindingCheck?

  init<Value: Equatable & Sendable>(
    keyPath: PartialKeyPath<Root>,
    value: Value,
    write: @escaping @Sendable (inout Root) -> Void
  ) {
    self.keyPath = keyPath
    self.value = value
    self.write = write
    self.isEqualToValue = { ($0 as? Value) == value }
  }

  /// Writes the new value into `state` and marks the action as handled.
  func apply(to state: inout Root) {
    self.handlingCheck?.markHandled()
    self.write(&state)
  }
}

extension BindingAction {
  /// An action that sets the `@BindingState` field at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.$displayName, "Blob")))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(keyPath: keyPath, value: value) { $0[keyPath: keyPath].wrappedValue = value }
  }

  /// An action that sets the field at `keyPath` of `@ObservableState` state to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.displayName, "Blob")))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self where Root: ObservableState {
    self.setting(keyPath, value)
  }

  // Built without the `ObservableState` constraint so the `Sendable` closure does not capture
  // the conformance.
  static func setting<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(keyPath: keyPath, value: value) { $0[keyPath: keyPath] = value }
  }

  /// Matches a binding action of the `@BindingState` field at `keyPath`:
  /// `case .binding(\.$displayName):`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>,
    bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }

  /// Matches a binding action of the field at `keyPath`: `case .binding(\.displayName):`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool where Root: ObservableState {
    keyPath == bindingAction.keyPath
  }
}

extension BindingAction: Equatable {
  /// Whether both actions set the same key path to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqualToValue(rhs.value)
  }
}

extension BindingAction: CasePathable {
  /// The case paths of a binding action: one per bindable field, extracting the new value when
  /// the action sets that field. They make `\.binding.displayName` a case key path of the
  /// feature's action.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of the `@BindingState` field at `keyPath`: `\.binding.$displayName`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
    ) -> AnyCasePath<BindingAction, Value> {
      nonisolated(unsafe) let keyPath = keyPath
      return AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
      )
    }

    /// The case path of the field at `keyPath` of `@ObservableState` state:
    /// `\.binding.displayName`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState {
      Self.casePath(keyPath)
    }

    // Built without the `ObservableState` constraint so the `Sendable` closures do not capture
    // the conformance.
    static func casePath<Value: Equatable & Sendable>(
      _ keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      nonisolated(unsafe) let keyPath = keyPath
      return AnyCasePath(
        embed: { .setting(keyPath, $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
      )
    }
  }

  /// The case paths of the bindable fields.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: CustomDumpStringConvertible, CustomStringConvertible {
  /// `.set(\Settings.State.displayName, "Blob")`.
  public var customDumpDescription: String {
    ".set(\(BindingFieldName.name(of: self.keyPath)), \(String(customDumping: self.value)))"
  }

  /// The same as ``customDumpDescription``.
  public var description: String {
    self.customDumpDescription
  }
}
