import Composable

/// `{"routeAction": {"id": …, "action": …}}` or `{"updateRoutes": [routes]}`.
extension RouterAction: Encodable where ID: Encodable, Screen: Encodable, ScreenAction: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CaseCodingKey.self)
    switch self {
    case .routeAction(let id, let action):
      try container.encodeCase("routeAction", id: id, action: action)
    case .updateRoutes(let routes):
      try container.encode(routes, as: "updateRoutes")
    }
  }
}

extension RouterAction: Decodable where ID: Decodable, Screen: Decodable, ScreenAction: Decodable {
  public init(from decoder: any Decoder) throws {
    let (name, container) = try CaseCoding.caseName(
      from: decoder, of: Self.self, cases: ["routeAction", "updateRoutes"]
    )
    guard name == "routeAction" else {
      self = .updateRoutes(try container.decode(as: name))
      return
    }
    let fields = try CaseCoding.fields(of: name, in: container)
    self = .routeAction(id: try fields.decode(as: "id"), action: try fields.decode(as: "action"))
  }
}
