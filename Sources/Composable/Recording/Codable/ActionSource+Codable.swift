/// `"user"`, `{"send": 3}` or `{"effect": 3}` (`null` for a parent from before the recording).
extension ActionSource: Codable {
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .user:
      var container = encoder.singleValueContainer()
      try container.encode("user")
    case .send(let parent):
      var container = encoder.container(keyedBy: _CaseCodingKey.self)
      try container.encode(parent, as: "send")
    case .effect(let parent):
      var container = encoder.container(keyedBy: _CaseCodingKey.self)
      try container.encode(parent, as: "effect")
    }
  }

  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard name == "user" else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "Expected \"user\" or a parent, found \"\(name)\"."
          )
        )
      }
      self = .user
      return
    }
    let (name, container) = try CaseCoding.caseName(
      from: decoder, of: Self.self, cases: ["send", "effect"]
    )
    let parent: Int? = try container.decode(as: name)
    self = name == "send" ? .send(parent: parent) : .effect(parent: parent)
  }
}
