#if !_runtime(_ObjC)
  /// An issue recorded inside ``XCTExpectFailure(_:enabled:strict:failingBlock:issueMatcher:fileID:filePath:line:column:)``,
  /// as its matcher sees it.
  ///
  /// XCTest off Apple platforms has no `XCTIssue`; this type carries the part of its surface that
  /// matchers use, so that a matcher written for Apple's XCTest compiles and runs here.
  public struct XCTIssue: Sendable {
    /// The issue's message.
    public var compactDescription: String
    /// The issue's message, as XCTest's detailed description would give it.
    public var detailedDescription: String?
    /// The file (`Module/File.swift`) the issue points at.
    public var fileID: String
    /// The path of the file the issue points at.
    public var filePath: String
    /// The line the issue points at.
    public var line: Int

    /// Whether `matcher` (every issue, when `nil`) accepts this issue as XCTest would describe
    /// it: XCTest puts `failed - ` before the compact description of a failure recorded with
    /// `XCTFail`, and not before others, so matchers are written both ways; either matches.
    func isMatched(by matcher: ((XCTIssue) -> Bool)?) -> Bool {
      guard let matcher else { return true }
      if matcher(self) { return true }
      var prefixed = self
      prefixed.compactDescription = "failed - \(self.compactDescription)"
      return matcher(prefixed)
    }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  // XCTest's name, which ported tests call.
  /// Runs `failingBlock`, which is expected to record test failures, and fails the test only for
  /// those it does not expect: XCTest's `XCTExpectFailure`, on platforms whose XCTest lacks it.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   store.assert { $0.count = 42 }
  /// } issueMatcher: {
  ///   $0.compactDescription.hasPrefix("A state change does not match expectation")
  /// }
  /// ```
  ///
  /// It sees the failures reported through IssueReporting's `reportIssue` (every failure of
  /// ``TestStore``, `XCTModify`, `expectNoDifference`, …), including those reported by effects the
  /// block starts, while the block runs. Plain `XCTAssert…` calls go straight to XCTest and are not
  /// seen. An expected failure is recorded as a known issue where the test framework supports them
  /// (Swift Testing), and printed otherwise.
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected, shown in reports.
  ///   - enabled: Whether to expect failures at all; when `false` the block runs as is.
  ///   - strict: Whether to fail when no expected failure is recorded.
  ///   - failingBlock: The code expected to fail.
  ///   - issueMatcher: Which failures are expected; all of them when `nil`. Failures it rejects
  ///     fail the test as usual.
  ///   - fileID: The file of the call, where a missing expected failure is reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Returns: What `failingBlock` returns.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool = true,
    strict: Bool = true,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    guard enabled else { return try failingBlock() }
    let outerReporters = IssueReporters.current
    let collector = ExpectedFailureCollector()
    defer {
      collector.settle(
        reason: failureReason,
        strict: strict,
        matcher: issueMatcher,
        forwardingTo: outerReporters,
        at: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
    return try withIssueReporters([collector]) {
      try failingBlock()
    }
  }

  /// Collects the issues reported inside `XCTExpectFailure`, then sorts them into expected ones
  /// (recorded as known issues) and the rest (reported as usual).
  private final class ExpectedFailureCollector: IssueReporter, Sendable {
    private struct Recorded: Sendable {
      let message: String
      let severity: IssueSeverity
      let fileID: StaticString
      let filePath: StaticString
      let line: UInt
      let column: UInt
    }

    private let recorded = Locked<[Recorded]>([])

    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      let issue = Recorded(
        message: message() ?? "", severity: severity, fileID: fileID, filePath: filePath,
        line: line, column: column
      )
      self.recorded.withLock { $0.append(issue) }
    }

    func settle(
      reason: String?,
      strict: Bool,
      matcher: ((XCTIssue) -> Bool)?,
      forwardingTo reporters: [any IssueReporter],
      at location: OperatorLocation
    ) {
      var matchedAny = false
      for issue in self.recorded.withLock({ $0 }) {
        let xctIssue = XCTIssue(
          compactDescription: issue.message,
          detailedDescription: issue.message,
          fileID: "\(issue.fileID)",
          filePath: "\(issue.filePath)",
          line: Int(issue.line)
        )
        if issue.severity == .error, xctIssue.isMatched(by: matcher) {
          matchedAny = true
          OperatorLocation(
            fileID: issue.fileID, filePath: issue.filePath, line: issue.line, column: issue.column
          )
          .recordSkipped(issue.message)
        } else {
          for reporter in reporters {
            reporter.reportIssue(
              issue.message,
              severity: issue.severity,
              fileID: issue.fileID,
              filePath: issue.filePath,
              line: issue.line,
              column: issue.column
            )
          }
        }
      }
      if strict, !matchedAny {
        withIssueReporters(reporters) {
          location.fail(
            "Failed due to unmatched expected failure\(reason.map { ": \($0)" } ?? ".")"
          )
        }
      }
    }
  }
#endif
