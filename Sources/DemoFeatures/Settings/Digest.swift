/// How often the seed's Settings feature sends a digest.
public enum Digest: String, CaseIterable, Equatable, Sendable, Codable {
  /// Every day.
  case daily
  /// Every week.
  case weekly
  /// Never.
  case off
}
