/// `{"element": {"id": …, "action": …}}`.
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CaseCodingKey.self)
    switch self {
    case .element(let id, let action):
      try container.encodeCase("element", id: id, action: action)
    }
  }
}

extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {
  public init(from decoder: any Decoder) throws {
    let (name, container) = try CaseCoding.caseName(
      from: decoder, of: Self.self, cases: ["element"]
    )
    let fields = try CaseCoding.fields(of: name, in: container)
    self = .element(id: try fields.decode(as: "id"), action: try fields.decode(as: "action"))
  }
}
