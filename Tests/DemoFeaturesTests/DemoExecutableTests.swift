import Foundation
import TestHelpers
import Testing

/// The `demo` executable itself, run as a script would run it: keystrokes on a pipe, the final
/// screen on standard output, mistakes on standard error with status 2.
@Suite struct DemoExecutableTests {
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// The `demo` built next to the tests (SwiftPM builds every product for `swift test`).
  static var executable: URL { BuiltProducts.executable("demo") }

  func run(_ arguments: [String], input: String) async throws -> Run {
    let executable = Self.executable
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "build the demo first: swift build --product demo"
    )
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "80"
    environment["LINES"] = "24"
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    // Both pipes are read at once (a child blocked on a full one would never exit), each on a
    // thread of its own: a blocking read must not hold one of the two cooperative threads.
    async let output = Self.readToEnd(stdout.fileHandleForReading)
    async let error = Self.readToEnd(stderr.fileHandleForReading)
    let exit: ProcessExit?
    do {
      exit = try await process.runToExit {
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
      }
    } catch {
      // Not started: the readers end only once the pipes' writing ends are closed.
      try? stdout.fileHandleForWriting.close()
      try? stderr.fileHandleForWriting.close()
      throw error
    }
    let exited = try #require(exit, "the demo did not exit")
    return Run(
      status: exited.status,
      output: String(decoding: await output, as: UTF8.self),
      error: String(decoding: await error, as: UTF8.self)
    )
  }

  private static func readToEnd(_ handle: FileHandle) async -> Data {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: handle.readDataToEndOfFile()) }
    }
  }

  @Test func pipedKeystrokesAreProcessedAndTheFinalScreenPrinted() async throws {
    let run = try await self.run([], input: "jj\r")
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix(" Composable demo") == true)
    #expect(lines.first?.hasSuffix("Coordinator") == true)
    #expect(lines.contains(" Home"))
    #expect(lines.contains(" › 1"))
    #expect(lines.contains("   10"))
    // Plain text: no escape sequences when the output is not a terminal.
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test func pipedKeysCanDriveAWholeFlow() async throws {
    // Coordinator, push 1, push 2 (↓ Enter on "Push 2"), then Esc back to 1.
    let run = try await self.run([], input: "jj\r\r\u{1B}[B\r\u{1B}")
    #expect(run.status == 0)
    #expect(run.output.contains(" Home › 1\n"))
    #expect(run.output.contains(" Detail 1"))
  }

  @Test func pipedKeysAnswerAConfirmation() async throws {
    // Coordinator, push 1, 2 and 3, "Go back to root": the alert asks first.
    let keys = "jj\r\r\u{1B}[B\r\u{1B}[B\r\u{1B}[B\u{1B}[B\r"
    let asked = try await self.run([], input: keys)
    #expect(asked.status == 0)
    #expect(asked.output.contains(" Home › 1 › 2 › 3\n"))
    #expect(asked.output.contains("│ Go back to root?"))
    #expect(asked.output.contains("[ ⚠ Close 3 screens ] › [ Cancel ]"))

    // ← to "Close 3 screens", Enter: back at Home with the alert gone.
    let confirmed = try await self.run([], input: keys + "\u{1B}[D\r")
    #expect(confirmed.status == 0)
    #expect(confirmed.output.contains(" Home\n"))
    #expect(!confirmed.output.contains("Go back to root?"))
  }

  @Test func deepLinksOpenTheWholeStack() async throws {
    let run = try await self.run(["--open", "coordinator/3/4/sheet/5"], input: "")
    #expect(run.status == 0)
    #expect(run.output.contains(" Home › 3 › 4 › [sheet] 5"))
    #expect(run.output.contains("┌─ 5 "))
    #expect(run.output.contains("│ Detail 5"))
  }

  @Test func aMalformedDeepLinkSaysWhatIsWrongAndExitsWithStatus2() async throws {
    let run = try await self.run(["--open", "coordinator/3/sheet"], input: "")
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.error.hasPrefix(
        "demo: invalid deep link \"coordinator/3/sheet\": \"sheet\" must be followed by a number\n")
    )
    #expect(run.error.contains("usage: demo [--open LINK]"))
  }

  @Test func aDeepLinkAskingForTooMuchIsRefusedWithStatus2() async throws {
    // Once an arithmetic overflow: the detail's "Push N+1" of the largest Int.
    let overflow = try await self.run(["--open", "coordinator/9223372036854775807"], input: "")
    #expect(overflow.status == 2)
    #expect(overflow.output.isEmpty)
    #expect(
      overflow.error.hasPrefix(
        """
        demo: invalid deep link "coordinator/9223372036854775807": 9223372036854775807 is too \
        large; numbers go up to 1000000\n
        """))

    let tooDeep = try await self.run(
      ["--open=coordinator" + String(repeating: "/1", count: 10_001)], input: "")
    #expect(tooDeep.status == 2)
    #expect(tooDeep.error.contains("it opens more than 10000 screens above Home\n"))
  }

  @Test func theLargestNumberALinkMayNameOpens() async throws {
    let run = try await self.run(["--open", "coordinator/1000000"], input: "")
    #expect(run.status == 0)
    #expect(run.output.contains(" Detail 1000000"))
    #expect(run.output.contains("Push 1000001"))
  }

  @Test func qQuitsFromTheMenu() async throws {
    let run = try await self.run([], input: "qj\r")
    #expect(run.status == 0)
    // Keys after q are not processed: the menu is still what is shown.
    #expect(run.output.contains(" › Counter"))
  }
}
