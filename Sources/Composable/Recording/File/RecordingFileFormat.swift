import Foundation

/// The JSON Lines format of recording files.
///
/// Line 1 is the header: `{"format": "swift-composable-recording", "version": 1, "app": …,
/// "state": …, "action": …, "initialState": …}`, naming the app and the root state and action
/// types, so that a file is never read as another app's. Each further line is one action:
/// `{"id": 0, "time": 0.25, "source": "user", "action": …, "state": …}`, with the time in seconds
/// from the start of the recording and the state the action left behind.
enum RecordingFileFormat {
  /// The value of the header's `format` field.
  static let name = "swift-composable-recording"
  /// The version written, and the only one read.
  static let version = 1

  /// The header's fields that do not depend on the recorded types.
  struct Header: Codable {
    var format: String
    var version: Int
    var app: String
    var state: String
    var action: String
  }

  /// The header's initial state, read once the header's other fields were checked.
  struct InitialState<State: Codable>: Codable {
    var initialState: State
  }

  /// A header with its initial state, as written.
  struct FullHeader<State: Codable>: Encodable {
    var header: Header
    var initialState: State

    func encode(to encoder: any Encoder) throws {
      try self.header.encode(to: encoder)
      try InitialState(initialState: self.initialState).encode(to: encoder)
    }
  }

  /// One action's line.
  struct Line<State: Codable, Action: Codable>: Codable {
    var id: Int
    var time: Double
    var source: ActionSource
    var action: Action
    var state: State
  }

  /// The name a file gives a type: the fully qualified name.
  static func typeName(_ type: Any.Type) -> String {
    String(reflecting: type)
  }

  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}

extension RecordingFileFormat {
  /// The header line of a recording of `app`, with its newline.
  static func headerLine<State: Codable, Action: Codable>(
    app: String, initialState: State, actionType: Action.Type, encoder: JSONEncoder
  ) throws -> String {
    let header = Header(
      format: Self.name,
      version: Self.version,
      app: app,
      state: Self.typeName(State.self),
      action: Self.typeName(Action.self)
    )
    let data = try encoder.encode(FullHeader(header: header, initialState: initialState))
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The line of one recorded action, with its newline.
  static func line<State: Codable, Action: Codable>(
    _ entry: RecordedAction<State, Action>, encoder: JSONEncoder
  ) throws -> String {
    let line = Line(
      id: entry.id,
      time: Self.seconds(entry.timestamp),
      source: entry.source,
      action: entry.action,
      state: entry.state
    )
    return String(decoding: try encoder.encode(line), as: UTF8.self) + "\n"
  }
}

extension Recording where State: Codable, Action: Codable {
  /// The recording as JSON Lines: a header naming `app` and the state and action types, then one
  /// line per action. Read it back with ``init(jsonLines:)``.
  ///
  /// - Throws: `EncodingError` when a value cannot be encoded (for example a binding action of a
  ///   field missing from `codableBindings`).
  public func jsonLines(app: String) throws -> String {
    let encoder = RecordingFileFormat.encoder()
    var text = try RecordingFileFormat.headerLine(
      app: app, initialState: self.initialState, actionType: Action.self, encoder: encoder)
    for entry in self.actions {
      text += try RecordingFileFormat.line(entry, encoder: encoder)
    }
    return text
  }
}
