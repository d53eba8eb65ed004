/// `{"presented": …}` or `{"dismiss": true}`.
extension PresentationAction: Encodable where Action: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CaseCodingKey.self)
    switch self {
    case .presented(let action): try container.encode(action, as: "presented")
    case .dismiss: try container.encode(true, as: "dismiss")
    }
  }
}

extension PresentationAction: Decodable where Action: Decodable {
  public init(from decoder: any Decoder) throws {
    let (name, container) = try CaseCoding.caseName(
      from: decoder, of: Self.self, cases: ["presented", "dismiss"]
    )
    self = name == "dismiss" ? .dismiss : .presented(try container.decode(as: name))
  }
}
