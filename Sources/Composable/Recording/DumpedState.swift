/// A state kept as its CustomDump text: lets a recording of state that is not `Codable` (say,
/// holding an `AlertState`) still be written to a file, replayed, and compared step by step.
///
/// ```swift
/// let file = recording.mapStates(DumpedState.init)  // Recording<DumpedState<State>, Action>
/// ```
///
/// Two dumped states are equal when their dumps are; the dump of a state that differs from the
/// recorded one shows where, line by line.
public struct DumpedState<State>: Hashable, Sendable, Codable {
  /// The state's dump, as `customDump` writes it.
  public let text: String

  /// The dump of `state`.
  public init(_ state: State) {
    self.text = String(customDumping: state)
  }

  /// Reads the dump from a file.
  public init(from decoder: any Decoder) throws {
    self.text = try decoder.singleValueContainer().decode(String.self)
  }

  /// Writes the dump as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(self.text)
  }
}

extension DumpedState: CustomDumpStringConvertible {
  /// The dump itself, so that a diff of two dumped states is a diff of their lines.
  public var customDumpDescription: String { self.text }
}

extension Recording {
  /// The same recording with each state transformed, for example into a ``DumpedState``.
  public func mapStates<NewState>(
    _ transform: (State) throws -> NewState
  ) rethrows -> Recording<NewState, Action> {
    Recording<NewState, Action>(
      initialState: try transform(self.initialState),
      actions: try self.actions.map {
        RecordedAction(
          id: $0.id, timestamp: $0.timestamp, source: $0.source, action: $0.action,
          state: try transform($0.state))
      }
    )
  }
}
