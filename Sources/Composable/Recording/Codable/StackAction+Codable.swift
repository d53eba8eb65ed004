/// `{"element": {"id": 0, "action": …}}`, `{"popFrom": {"id": 0}}` or
/// `{"push": {"id": 0, "state": …}}`.
extension StackAction: Encodable where State: Encodable, Action: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CaseCodingKey.self)
    switch self {
    case .element(let id, let action):
      try container.encodeCase("element", id: id, action: action)
    case .popFrom(let id):
      try container.encodeCase("popFrom") { try $0.encode(id, as: "id") }
    case .push(let id, let state):
      try container.encodeCase("push") { fields in
        try fields.encode(id, as: "id")
        try fields.encode(state, as: "state")
      }
    }
  }
}

extension StackAction: Decodable where State: Decodable, Action: Decodable {
  public init(from decoder: any Decoder) throws {
    let (name, container) = try CaseCoding.caseName(
      from: decoder, of: Self.self, cases: ["element", "popFrom", "push"]
    )
    let fields = try CaseCoding.fields(of: name, in: container)
    let id: StackElementID = try fields.decode(as: "id")
    switch name {
    case "element": self = .element(id: id, action: try fields.decode(as: "action"))
    case "popFrom": self = .popFrom(id: id)
    default: self = .push(id: id, state: try fields.decode(as: "state"))
    }
  }
}
