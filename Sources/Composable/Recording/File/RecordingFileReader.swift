import Foundation

extension Recording where State: Codable, Action: Codable {
  /// Reads a recording written by ``jsonLines(app:)``.
  ///
  /// A pure function of the text: it checks the header (format, version, state and action type
  /// names), then decodes one action per line. Blank lines are skipped.
  ///
  /// - Throws: ``RecordingFileError`` naming the first line at fault; never traps.
  public init(jsonLines text: String) throws(RecordingFileError) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated().map { (number: $0.offset + 1, text: $0.element) }
    let endsWithNewline = text.hasSuffix("\n")
    if endsWithNewline { lines.removeLast() }
    let lastNumber = lines.last?.number
    // A final line without its newline that does not parse was cut short.
    func fail(_ number: Int, _ reason: RecordingFileError.Reason) -> RecordingFileError {
      let cutShort = !endsWithNewline && number == lastNumber
      if cutShort, reason == .notJSON || reason == .notARecording {
        return RecordingFileError(line: number, reason: .truncated)
      }
      return RecordingFileError(line: number, reason: reason)
    }
    let content = lines.filter { !$0.text.allSatisfy(\.isWhitespace) }
    guard let headerLine = content.first else {
      throw RecordingFileError(line: 1, reason: .empty)
    }
    let decoder = JSONDecoder()
    let headerData = Data(headerLine.text.utf8)
    guard Self.isJSONObject(headerData) else { throw fail(headerLine.number, .notARecording) }
    guard
      let header = try? decoder.decode(RecordingFileFormat.Header.self, from: headerData),
      header.format == RecordingFileFormat.name
    else { throw fail(headerLine.number, .notARecording) }
    guard header.version == RecordingFileFormat.version else {
      throw fail(headerLine.number, .unsupportedVersion(header.version))
    }
    for (kind, expected, found) in [
      ("state", RecordingFileFormat.typeName(State.self), header.state),
      ("action", RecordingFileFormat.typeName(Action.self), header.action),
    ] where expected != found {
      throw fail(headerLine.number, .typeMismatch(kind: kind, expected: expected, found: found))
    }
    let initialState: State
    do {
      initialState = try decoder.decode(
        RecordingFileFormat.InitialState<State>.self, from: headerData
      ).initialState
    } catch {
      throw fail(headerLine.number, .invalidRecord(detail: Self.describe(error)))
    }
    var actions: [RecordedAction<State, Action>] = []
    for line in content.dropFirst() {
      let data = Data(line.text.utf8)
      guard Self.isJSONObject(data) else { throw fail(line.number, .notJSON) }
      let record: RecordingFileFormat.Line<State, Action>
      do {
        record = try decoder.decode(RecordingFileFormat.Line<State, Action>.self, from: data)
      } catch {
        throw fail(line.number, .invalidRecord(detail: Self.describe(error)))
      }
      if let previous = actions.last, record.id <= previous.id {
        throw fail(line.number, .outOfOrder(id: record.id, previous: previous.id))
      }
      guard record.time.isFinite, record.time >= 0 else {
        throw fail(line.number, .invalidRecord(detail: "time \(record.time) is not a duration"))
      }
      actions.append(
        RecordedAction(
          id: record.id,
          timestamp: .seconds(record.time),
          source: record.source,
          action: record.action,
          state: record.state
        )
      )
    }
    self.init(initialState: initialState, actions: actions)
  }

  /// Reads the recording file at `url` (see ``init(jsonLines:)``).
  ///
  /// - Throws: The error reading the file, or a ``RecordingFileError``.
  public init(contentsOf url: URL) throws {
    let data = try Data(contentsOf: url)
    try self.init(jsonLines: String(decoding: data, as: UTF8.self))
  }

  private static func isJSONObject(_ data: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: data)) is [String: Any]
  }

  /// `action.counter: expected Int, found a string`, from a decoding error.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return path.isEmpty ? "" : "\(path.joined(separator: ".")): "
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context))missing field \"\(key.stringValue)\""
    case .valueNotFound(let type, let context):
      return "\(path(context))missing \(type)"
    case .typeMismatch(let type, let context):
      return "\(path(context))expected \(type)"
    case .dataCorrupted(let context):
      return "\(path(context))\(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
