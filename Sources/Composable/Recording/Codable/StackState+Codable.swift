/// The elements bottom first, each with its id: `[{"id": 0, "element": …}, …]`.
///
/// Decoding keeps the ids, and moves the current `\.stackElementID` generator past them so that
/// elements pushed later get new ones.
extension StackState: Encodable where Element: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for id in self.ids {
      var entry = container.nestedContainer(keyedBy: _CaseCodingKey.self)
      try entry.encode(id, as: "id")
      try entry.encode(self[id: id], as: "element")
    }
  }
}

extension StackState: Decodable where Element: Decodable {
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    while !container.isAtEnd {
      let entry = try container.nestedContainer(keyedBy: _CaseCodingKey.self)
      let id: StackElementID = try entry.decode(as: "id")
      guard self[id: id] == nil else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "The stack holds the id \(id) twice."
        )
      }
      self[id: id] = try entry.decode(Element.self, as: "element")
    }
  }
}
