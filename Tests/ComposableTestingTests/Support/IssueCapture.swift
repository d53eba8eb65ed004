import ComposableTesting
import Testing

/// An issue as Swift Testing recorded it: the message and where it points.
struct RecordedIssue: Sendable, CustomStringConvertible {
  let message: String
  let fileID: String?
  let line: Int?

  init(_ issue: Issue) {
    // Diffs use figure spaces for unchanged lines (they line up in proportional fonts); compare
    // against plain spaces.
    self.message = issue.comments.map(\.rawValue).joined(separator: "\n")
      .replacingOccurrences(of: "\u{2007}", with: " ")
    self.fileID = issue.sourceLocation?.fileID
    self.line = issue.sourceLocation?.line
  }

  var description: String { "\(self.fileID ?? "?"):\(self.line ?? 0): \(self.message)" }
}

/// Runs `body`, which must record at least one issue, marks its issues as known (so the test
/// passes), and returns them in order for the test to check.
///
/// If `body` records no issue, Swift Testing fails the test with "Known issue was not recorded":
/// that is how the tests below prove that a failure is reported at all.
@MainActor
func recordIssues(
  sourceLocation: Testing.SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async -> [RecordedIssue] {
  let recorded = LockIsolated<[RecordedIssue]>([])
  await withKnownIssue(sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    recorded.withValue { $0.append(RecordedIssue(issue)) }
    return true
  }
  return recorded.value
}

/// Captures every message reported through IssueReporting while forwarding it to the default
/// reporter, so that known issues (skipped assertions) still reach Swift Testing as known issues.
final class ForwardingRecorder: IssueReporter {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message()
    self.messages.withValue { $0.append(message ?? "") }
    _DefaultReporter.default.reportIssue(
      message, severity: severity, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// Runs `body` and returns every message reported inside it, including known issues recorded for
/// skipped assertions. Failures still fail the test.
@MainActor
func reportedMessages(_ body: () async -> Void) async -> [String] {
  let recorder = ForwardingRecorder()
  await withIssueReporters([recorder]) {
    await body()
  }
  return recorder.messages.value.map { $0.replacingOccurrences(of: "\u{2007}", with: " ") }
}
