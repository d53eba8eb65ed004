import ComposableTerminal
import DemoFeatures
import Foundation
import Testing

/// `demo --record FILE` writes the session as it goes; `demo --replay FILE` plays it back and
/// exits 0, or 2 at the first action whose outcome differs.
extension DemoExecutableTests {
  static func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-\(UUID().uuidString).jsonl")
  }

  @Test func recordThenReplayFromTheCommandLine() async throws {
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    // Opens the Coordinator, pushes a detail, goes back.
    let recorded = try await self.run(["--record", file.path], input: "jj\r\r\u{1B}")
    #expect(recorded.status == 0)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.hasPrefix(#"{"action":"DemoFeatures.AppFeature.Action","app":"demo""#))
    #expect(text.contains("menuItemSelected"))
    #expect(text.contains("routeAction"))

    let replayed = try await self.run(["--replay", file.path, "--speed", "0"], input: "")
    #expect(replayed.status == 0, "\(replayed.output)")
    #expect(replayed.output.contains(".menuItemSelected(.coordinator)"))
    #expect(replayed.output.contains("demo: replayed"))
  }

  @Test func aSessionThatDoesNotReplayExitsWithTwo() async throws {
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    _ = try await self.run(["--record", file.path], input: "jj\r")
    var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(
      String.init)
    // The recorded state after opening the Coordinator claims the Counter opened.
    lines[1] = lines[1].replacingOccurrences(of: ".coordinator(", with: ".counter(")
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)

    let replayed = try await self.run(["--replay", file.path, "--speed", "0"], input: "")
    #expect(replayed.status == 2)
    #expect(replayed.output.contains("Record #0 (line 2)"))
    #expect(replayed.output.contains("the state differs"))
  }

  @Test func aFileThatIsNotARecordingExitsWithTwo() async throws {
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    try "hello\n".write(to: file, atomically: true, encoding: .utf8)
    let replayed = try await self.run(["--replay", file.path], input: "")
    #expect(replayed.status == 2)
    #expect(replayed.output.contains("line 1: not the header of a swift-composable recording"))
  }
}

/// The record and replay options of the demo's command line.
@Suite struct DemoRecordingCommandLineTests {
  @Test func recordAndReplayOptions() throws {
    #expect(try DemoCommandLine.parse(["--record", "s.jsonl"]).recordFile == "s.jsonl")
    let replay = try DemoCommandLine.parse(["--replay", "s.jsonl", "--speed", "2.5"])
    #expect(replay.replayFile == "s.jsonl")
    #expect(replay.replaySpeed == 2.5)
    #expect(try DemoCommandLine.parse([]).replaySpeed == 1)
  }

  @Test func mistakes() {
    #expect(throws: DemoCommandLineError(message: "--record needs a value")) {
      try DemoCommandLine.parse(["--record"])
    }
    #expect(throws: DemoCommandLineError(message: "--speed needs a number ≥ 0, not \"fast\"")) {
      try DemoCommandLine.parse(["--replay", "f", "--speed", "fast"])
    }
    #expect(throws: DemoCommandLineError(message: "--record and --replay cannot be used together"))
    {
      try DemoCommandLine.parse(["--record", "a", "--replay", "b"])
    }
  }
}
