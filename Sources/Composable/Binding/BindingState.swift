/// Marks a field of a feature's state as writable from the view through a binding (the spelling
/// of state that is not `@ObservableState`).
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var displayName = ""
///   var isLoading = false  // not bindable: `\.$isLoading` does not exist
/// }
/// ```
///
/// Only fields with the wrapper have a `$` projection, so only they can appear in
/// `.set(\.$displayName, "Blob")`, `case .binding(\.$displayName):`, `viewStore.$displayName` and
/// `store.binding(\.$displayName)`: the others stay read-only for the view at compile time.
@propertyWrapper
@dynamicMemberLookup
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Wraps a field's initial value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself: `\.$displayName` is the key path that bindings and binding actions use.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A bindable sub-field: `.set(\.$profile.name, "Blob")`.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingState<Subject> {
    get { BindingState<Subject>(wrappedValue: self.wrappedValue[keyPath: keyPath]) }
    set { self.wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}

extension BindingState: Hashable where Value: Hashable {}

extension BindingState: Sendable where Value: Sendable {}

extension BindingState: Decodable where Value: Decodable {
  /// Decodes the wrapped value alone, so the wrapper does not change the encoded form.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

extension BindingState: Encodable where Value: Encodable {
  /// Encodes the wrapped value alone.
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

// Dumps and mirrors show the value, not the wrapper, so test failures read like plain fields.
extension BindingState: CustomReflectable {
  /// The mirror of the value.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

extension BindingState: CustomDumpRepresentable {
  /// The value, dumped in place of the wrapper.
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

extension BindingState: CustomDebugStringConvertible {
  /// The dump of the value.
  public var debugDescription: String {
    String(customDumping: self.wrappedValue)
  }
}

/// Lets type-erased code recognise key paths to `@BindingState` fields (to name them `$field`).
protocol _BindingStateProtocol {}

extension BindingState: _BindingStateProtocol {}
