/// A recording written out for a file: JSON Lines when it can be replayed, a readable log when it
/// cannot, with the reason.
public struct RecordingExport: Sendable {
  /// The file's text.
  public let text: String
  /// Why the recording was written as a readable log rather than JSON Lines: `nil` when it is
  /// JSON Lines, which ``Recording/init(jsonLines:)`` reads back and a test can replay.
  public let notReplayableBecause: String?

  /// Whether ``text`` is JSON Lines that can be read back and replayed.
  public var isReplayable: Bool { self.notReplayableBecause == nil }
}

/// A recording whose state and action are `Codable`, found at run time.
private protocol JSONLinesRecording {
  func jsonLines(app: String) throws -> String
}

extension Recording: JSONLinesRecording where State: Codable, Action: Codable {}

extension Recording {
  /// Writes the recording for a file: JSON Lines (see ``jsonLines(app:)``) when the state and
  /// action types are `Codable`; otherwise a readable log of the actions and state changes,
  /// which says at its top why it cannot be replayed.
  public func export(app: String) -> RecordingExport {
    let reason: String
    if let recording = self as? any JSONLinesRecording {
      do {
        return RecordingExport(text: try recording.jsonLines(app: app), notReplayableBecause: nil)
      } catch {
        reason = "a value could not be encoded: \(error)"
      }
    } else {
      let missing = [
        State.self is any Codable.Type ? nil : readableTypeName(State.self),
        Action.self is any Codable.Type ? nil : readableTypeName(Action.self),
      ].compactMap { $0 }
      reason =
        "\(missing.joined(separator: " and ")) \(missing.count == 1 ? "is" : "are") not Codable"
    }
    return RecordingExport(
      text: self.readableLog(app: app, reason: reason), notReplayableBecause: reason)
  }

  /// The actions and the state changes each made, dumped with CustomDump.
  func readableLog(app: String, reason: String) -> String {
    var log = """
      # Recording of \(app): \(readableTypeName(State.self)), \(readableTypeName(Action.self))
      # Not replayable: \(reason).

      """
    var state = self.initialState
    for entry in self.actions {
      let time = RecordingFileFormat.seconds(entry.timestamp)
      log += "\n#\(entry.id) at \(time)s, \(entry.source):\n"
      log += String(customDumping: entry.action) + "\n"
      if let difference = diff(state, entry.state) {
        log += difference + "\n"
      }
      state = entry.state
    }
    return log
  }
}
