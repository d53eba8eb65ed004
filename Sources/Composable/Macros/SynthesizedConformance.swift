/// A protocol that `@Reducer(state:action:)` adds to the `State` or `Action` enum it generates
/// for an enum reducer.
public struct _SynthesizedConformance: Sendable {
  private init() {}

  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}
