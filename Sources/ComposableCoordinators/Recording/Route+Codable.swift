import Composable

/// `{"push": …}`, `{"sheet": {"screen": …, "withNavigation": false}}` or
/// `{"cover": {"screen": …, "withNavigation": false}}`.
extension Route: Encodable where Screen: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CaseCodingKey.self)
    switch self {
    case .push(let screen):
      try container.encode(screen, as: "push")
    case .sheet(let screen, let withNavigation), .cover(let screen, let withNavigation):
      try container.encodeCase(self.style.isSheet ? "sheet" : "cover") { fields in
        try fields.encode(screen, as: "screen")
        try fields.encode(withNavigation, as: "withNavigation")
      }
    }
  }
}

extension Route: Decodable where Screen: Decodable {
  public init(from decoder: any Decoder) throws {
    let (name, container) = try CaseCoding.caseName(
      from: decoder, of: Self.self, cases: ["push", "sheet", "cover"]
    )
    guard name != "push" else {
      self = .push(try container.decode(as: name))
      return
    }
    let fields = try CaseCoding.fields(of: name, in: container)
    let screen: Screen = try fields.decode(as: "screen")
    let withNavigation: Bool = try fields.decode(as: "withNavigation")
    self =
      name == "sheet"
      ? .sheet(screen, withNavigation: withNavigation)
      : .cover(screen, withNavigation: withNavigation)
  }
}
