import Composable
import Foundation
import Testing

/// A recording writes JSON Lines and reads them back; every kind of bad file is an error naming
/// its line, never a crash.
@MainActor
@Suite struct RecordingFileTests {
  typealias FeatureRecording = Recording<RecordingFeature.State, RecordingFeature.Action>

  func recorded() async -> FeatureRecording {
    let store = Store(initialState: RecordingFeature.State()) { RecordingFeature() }
    let recorder = ActionRecorder<RecordingFeature.State, RecordingFeature.Action>()
    store._record(into: recorder)
    await store.send(.start).finish()
    store.send(.increment)
    return recorder.recording!
  }

  func lines() async throws -> [String] {
    try await self.recorded().jsonLines(app: "Tests").split(separator: "\n").map(String.init)
  }

  func read(_ lines: [String], finalNewline: Bool = true) -> RecordingFileError? {
    let text = lines.joined(separator: "\n") + (finalNewline ? "\n" : "")
    do {
      _ = try FeatureRecording(jsonLines: text)
      return nil
    } catch {
      return error
    }
  }

  @Test func roundTrip() async throws {
    let recording = await self.recorded()
    let text = try recording.jsonLines(app: "Tests")
    let lines = text.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[0].contains(#""app":"Tests""#))
    #expect(lines[0].contains(#""format":"swift-composable-recording""#))
    #expect(lines[0].contains(#""version":1"#))
    #expect(lines[0].contains(#""state":"ComposableTests.RecordingFeature.State""#))
    #expect(lines[2].contains(#""source":{"send":0}"#))

    let read = try FeatureRecording(jsonLines: text)
    #expect(read.initialState == recording.initialState)
    #expect(read.actions.map(\.action) == recording.actions.map(\.action))
    #expect(read.actions.map(\.state) == recording.actions.map(\.state))
    #expect(read.actions.map(\.source) == recording.actions.map(\.source))
    #expect(read.actions.map(\.id) == recording.actions.map(\.id))
    for (read, written) in zip(read.actions, recording.actions) {
      let gap = read.timestamp - written.timestamp
      #expect(gap < .microseconds(1) && gap > .microseconds(-1))
    }
  }

  @Test func blankLinesAreSkipped() async throws {
    var lines = try await self.lines()
    lines.insert("", at: 2)
    lines.insert("  ", at: 4)
    #expect(self.read(lines) == nil)
  }

  @Test func emptyFile() {
    #expect(self.read([], finalNewline: false) == RecordingFileError(line: 1, reason: .empty))
    #expect(self.read(["", " "]) == RecordingFileError(line: 1, reason: .empty))
  }

  @Test func foreignFiles() {
    #expect(self.read(["hello, world"]) == RecordingFileError(line: 1, reason: .notARecording))
    #expect(
      self.read([#"{"name":"package.json"}"#])
        == RecordingFileError(line: 1, reason: .notARecording))
    #expect(self.read(["[1, 2, 3]"]) == RecordingFileError(line: 1, reason: .notARecording))
    #expect(
      self.read([#"{"format":"other","version":1,"app":"","state":"","action":""}"#])
        == RecordingFileError(line: 1, reason: .notARecording))
  }

  @Test func unsupportedVersion() async throws {
    var lines = try await self.lines()
    lines[0] = lines[0].replacingOccurrences(of: #""version":1"#, with: #""version":7"#)
    #expect(self.read(lines) == RecordingFileError(line: 1, reason: .unsupportedVersion(7)))
  }

  @Test func anotherAppsTypes() async throws {
    var lines = try await self.lines()
    lines[0] = lines[0].replacingOccurrences(
      of: "ComposableTests.RecordingFeature.Action", with: "Other.Action")
    #expect(
      self.read(lines)
        == RecordingFileError(
          line: 1,
          reason: .typeMismatch(
            kind: "action", expected: "ComposableTests.RecordingFeature.Action",
            found: "Other.Action")))
  }

  @Test func headerWithABadInitialState() async throws {
    var lines = try await self.lines()
    lines[0] = lines[0].replacingOccurrences(of: #""count":0"#, with: #""count":"zero""#)
    let error = self.read(lines)
    #expect(error?.line == 1)
    guard case .invalidRecord(let detail) = error?.reason else {
      Issue.record("Expected an invalid record, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("initialState.count"))
  }

  @Test func aLineThatIsNotJSON() async throws {
    var lines = try await self.lines()
    lines[2] = "garbage"
    #expect(self.read(lines) == RecordingFileError(line: 3, reason: .notJSON))
  }

  @Test func aTruncatedFile() async throws {
    let lines = try await self.lines()
    let last = lines[lines.count - 1]
    let cut = Array(lines.dropLast()) + [String(last.prefix(last.count / 2))]
    #expect(self.read(cut, finalNewline: false) == RecordingFileError(line: 5, reason: .truncated))
    // Cut right after a newline, the file is whole up to there.
    #expect(self.read(Array(lines.dropLast())) == nil)
    // A header cut short is truncated too.
    #expect(
      self.read([String(lines[0].prefix(20))], finalNewline: false)
        == RecordingFileError(line: 1, reason: .truncated))
  }

  @Test func aRecordWithAnUnknownAction() async throws {
    var lines = try await self.lines()
    lines[1] = lines[1].replacingOccurrences(
      of: #""action":{"start":{}}"#, with: #""action":{"launch":{}}"#)
    let error = self.read(lines)
    #expect(error?.line == 2)
    guard case .invalidRecord(let detail) = error?.reason else {
      Issue.record("Expected an invalid record, got \(String(describing: error))")
      return
    }
    #expect(detail.hasPrefix("action"))
  }

  @Test func aRecordWithAMissingField() async throws {
    var lines = try await self.lines()
    lines[3] = #"{"id":2,"time":0.1,"source":"user","action":{"step":{}}}"#
    let error = self.read(lines)
    #expect(error?.line == 4)
    #expect(error?.reason == .invalidRecord(detail: #"missing field "state""#))
  }

  @Test func aRecordWithABadSourceOrTime() async throws {
    var lines = try await self.lines()
    let good = lines[1]
    lines[1] = good.replacingOccurrences(of: #""source":"user""#, with: #""source":"robot""#)
    #expect(self.read(lines)?.line == 2)
    lines[1] = good.replacingOccurrences(of: #""time":"#, with: #""time":-"#)
    #expect(self.read(lines)?.line == 2)
  }

  @Test func idsOutOfOrder() async throws {
    var lines = try await self.lines()
    lines.swapAt(2, 3)
    #expect(
      self.read(lines) == RecordingFileError(line: 4, reason: .outOfOrder(id: 1, previous: 2)))
  }

  @Test func errorsSayTheLine() {
    #expect(
      RecordingFileError(line: 3, reason: .notJSON).description
        == "Recording file, line 3: not a JSON object.")
  }

  @Test func exportOfACodableRecordingIsJSONLines() async throws {
    let recording = await self.recorded()
    let export = recording.export(app: "Tests")
    #expect(export.isReplayable)
    #expect(export.text == (try recording.jsonLines(app: "Tests")))
  }

  @Test func exportOfARecordingThatIsNotCodableIsAReadableLog() {
    struct Opaque: Equatable { var value = 0 }
    let recording = Recording<Opaque, Opaque>(
      initialState: Opaque(),
      actions: [
        RecordedAction(
          id: 0, timestamp: .zero, source: .user, action: Opaque(value: 1), state: Opaque(value: 2))
      ]
    )
    let export = recording.export(app: "Tests")
    #expect(!export.isReplayable)
    #expect(export.notReplayableBecause?.contains("are not Codable") == true)
    #expect(export.text.contains("# Not replayable:"))
    #expect(export.text.contains("#0 at 0.0s, user:"))
    #expect(export.text.contains("+ RecordingFileTests.Opaque(value: 2)"))
  }
}
