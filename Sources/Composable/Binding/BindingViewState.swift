/// A field of a legacy view state that the view can write: holds the field's value when the view
/// state was computed and a binding that writes it back to the store.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var enableNotifications: Bool
/// }
/// viewStore.enableNotifications         // the value
/// viewStore.$enableNotifications        // a `StoreBinding<Bool>` for a control
/// ```
///
/// Made by ``BindingViewStore``: `bindingViewStore.$enableNotifications`, or for a field inside a
/// `@BindingState` value, `bindingViewStore.$settings.enableNotifications`. Two view states are
/// equal when their values are, whatever the bindings.
@propertyWrapper
@dynamicMemberLookup
public struct BindingViewState<Value> {
  private let binding: StoreBinding<Value>
  private let value: Value

  init(binding: StoreBinding<Value>, value: Value) {
    self.binding = binding
    self.value = value
  }

  /// The field's value when the view state was computed.
  public var wrappedValue: Value {
    self.value
  }

  /// The binding that writes the field back to the store.
  public var projectedValue: StoreBinding<Value> {
    self.binding
  }

  /// A view-state binding of a field inside this value: writing it writes back the whole value
  /// with the field changed (`.binding(.set(\.$settings, newSettings))`).
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingViewState<Subject> {
    BindingViewState<Subject>(
      binding: self.binding[dynamicMember: keyPath], value: self.value[keyPath: keyPath]
    )
  }
}

extension BindingViewState: Equatable where Value: Equatable {
  /// Compares the values; bindings are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value
  }
}

extension BindingViewState: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.value)
  }
}

extension BindingViewState: Sendable where Value: Sendable {}

extension BindingViewState: CustomReflectable {
  /// The mirror of the value.
  public var customMirror: Mirror {
    Mirror(reflecting: self.value)
  }
}

extension BindingViewState: CustomDumpRepresentable {
  /// The value, dumped in place of the wrapper.
  public var customDumpValue: Any {
    self.value
  }
}

extension BindingViewState: CustomDebugStringConvertible {
  /// The dump of the value.
  public var debugDescription: String {
    String(customDumping: self.value)
  }
}
