/// State whose binding actions can be recorded to a file and read back: it lists its bindable
/// fields with `Codable` values, each under a stable name.
///
/// ```swift
/// extension Settings.State: CodableBindableState {
///   static var codableBindings: [CodableBinding<Self>] {
///     [.field("displayName", \.displayName), .field("isOn", \.isOn)]
///   }
/// }
/// ```
///
/// A binding action holds a key path, which cannot be written to a file; the list maps it to a
/// name and back, and knows the field's value type. Names are chosen, not derived: a recording
/// stays readable when a property is renamed, by keeping its old name here.
public protocol CodableBindableState {
  /// The bindable fields whose binding actions can be encoded and decoded.
  static var codableBindings: [CodableBinding<Self>] { get }
}

/// One bindable field of `Root` in ``CodableBindableState/codableBindings``: its name, its key
/// path, and how its value is encoded and decoded.
public struct CodableBinding<Root> {
  /// The name the field is written under.
  public let name: String
  let keyPath: PartialKeyPath<Root>
  let encodeValue: (BindingAction<Root>, any Encoder) throws -> Void
  let decodeAction: (any Decoder) throws -> BindingAction<Root>

  /// A field of `@ObservableState` state: binding actions made by `.set(\.field, value)`.
  public static func field<Value: Codable & Equatable & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Root, Value>
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(name: name, keyPath: keyPath) { (value: Value) in .setting(keyPath, value) }
  }

  /// A `@BindingState` field: binding actions made by `.set(\.$field, value)`.
  public static func field<Value: Codable & Equatable & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(name: name, keyPath: keyPath) { (value: Value) in .set(keyPath, value) }
  }

  /// A field whose values are `Value`s, set by the binding actions `action` makes.
  private init<Value: Codable>(
    name: String, keyPath: PartialKeyPath<Root>, action: @escaping (Value) -> BindingAction<Root>
  ) {
    self.name = name
    self.keyPath = keyPath
    self.encodeValue = { action, encoder in try Self.encode(action, as: Value.self, to: encoder) }
    self.decodeAction = { action(try Value(from: $0)) }
  }

  private static func encode<Value: Encodable>(
    _ action: BindingAction<Root>, as _: Value.Type, to encoder: any Encoder
  ) throws {
    guard let value = action.value as? Value else {
      throw EncodingError.invalidValue(
        action.value,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "The binding action's value is not a \(Value.self)."
        )
      )
    }
    try value.encode(to: encoder)
  }
}

/// `{"field": "displayName", "value": …}`, for state that lists its fields in
/// ``CodableBindableState/codableBindings``.
extension BindingAction: Encodable where Root: CodableBindableState {
  public func encode(to encoder: any Encoder) throws {
    guard let binding = Root.codableBindings.first(where: { $0.keyPath == self.keyPath }) else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: """
            The field \(BindingFieldName.name(of: self.keyPath)) is not in \
            \(readableTypeName(Root.self)).codableBindings.
            """
        )
      )
    }
    var container = encoder.container(keyedBy: _CaseCodingKey.self)
    try container.encode(binding.name, as: "field")
    try binding.encodeValue(self, container.superEncoder(forKey: _CaseCodingKey("value")))
  }
}

extension BindingAction: Decodable where Root: CodableBindableState {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CaseCodingKey.self)
    let name: String = try container.decode(as: "field")
    guard let binding = Root.codableBindings.first(where: { $0.name == name }) else {
      throw DecodingError.dataCorruptedError(
        forKey: _CaseCodingKey("field"), in: container,
        debugDescription: "\(readableTypeName(Root.self)) has no codable binding named \"\(name)\"."
      )
    }
    self = try binding.decodeAction(container.superDecoder(forKey: _CaseCodingKey("value")))
  }
}
