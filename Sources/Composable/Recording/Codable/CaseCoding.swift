/// A coding key made from any string: the case and field names of the `Codable` conformances of
/// the library's enums, which are written by hand so that their format is stable and readable.
public struct _CaseCodingKey: CodingKey, Hashable, Sendable {
  public let stringValue: String
  public var intValue: Int? { nil }

  public init(_ name: String) {
    self.stringValue = name
  }

  public init?(stringValue: String) {
    self.stringValue = stringValue
  }

  public init?(intValue: Int) {
    nil
  }
}

/// Coding of an enum value as an object with a single key, the case's name: `{"dismiss": true}`,
/// `{"presented": …}`, `{"element": {"id": 0, "action": …}}`.
package enum CaseCoding {
  /// Reads which case an enum was encoded as, checking it is one of `cases`.
  package static func caseName(
    from decoder: any Decoder, of type: Any.Type, cases: [String]
  ) throws -> (String, KeyedDecodingContainer<_CaseCodingKey>) {
    let container = try decoder.container(keyedBy: _CaseCodingKey.self)
    let keys = container.allKeys.map(\.stringValue)
    guard keys.count == 1, let name = keys.first, cases.contains(name) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: """
            Expected one of \(cases.map { "\"\($0)\"" }.joined(separator: ", ")) as the only \
            key of a \(readableTypeName(type)), found \(keys.isEmpty ? "none" : keys.joined(separator: ", ")).
            """
        )
      )
    }
    return (name, container)
  }

  /// The container of a case's named fields: `{"id": 0, "action": …}`.
  package static func fields(
    of name: String, in container: KeyedDecodingContainer<_CaseCodingKey>
  ) throws -> KeyedDecodingContainer<_CaseCodingKey> {
    try container.nestedContainer(keyedBy: _CaseCodingKey.self, forKey: _CaseCodingKey(name))
  }
}

extension KeyedEncodingContainer<_CaseCodingKey> {
  /// Writes `value` under the key `name`.
  package mutating func encode(_ value: some Encodable, as name: String) throws {
    try self.encode(value, forKey: _CaseCodingKey(name))
  }

  /// Writes the case `name` with the named fields `fields` writes: `{"popFrom": {"id": 2}}`.
  package mutating func encodeCase(
    _ name: String, fields: (inout Self) throws -> Void
  ) throws {
    var nested = self.nestedContainer(keyedBy: _CaseCodingKey.self, forKey: _CaseCodingKey(name))
    try fields(&nested)
  }

  /// Writes the case `name` of an element's action: `{"element": {"id": …, "action": …}}`.
  package mutating func encodeCase(
    _ name: String, id: some Encodable, action: some Encodable
  ) throws {
    try self.encodeCase(name) { fields in
      try fields.encode(id, as: "id")
      try fields.encode(action, as: "action")
    }
  }
}

extension KeyedDecodingContainer<_CaseCodingKey> {
  /// Reads the value under the key `name`.
  package func decode<T: Decodable>(_ type: T.Type = T.self, as name: String) throws -> T {
    try self.decode(type, forKey: _CaseCodingKey(name))
  }
}
