#if !_runtime(_ObjC) && canImport(XCTest)
  import Foundation
  import XCTest

  /// Where an issue recorded inside `XCTExpectFailure` points, as XCTest's `XCTIssue` tells it.
  public struct XCTSourceCodeLocation: Sendable {
    /// The file the issue points at.
    public var fileURL: URL
    /// The line the issue points at.
    public var lineNumber: Int
  }

  /// The source code context of an issue: where it points.
  public struct XCTSourceCodeContext: Sendable {
    /// Where the issue points; `nil` when it points nowhere.
    public var location: XCTSourceCodeLocation?
  }

  extension XCTIssue {
    /// Where the issue points, as XCTest's `sourceCodeContext` tells it: matchers written for
    /// Apple's XCTest check `$0.sourceCodeContext.location?.lineNumber`.
    public var sourceCodeContext: XCTSourceCodeContext {
      XCTSourceCodeContext(
        location: XCTSourceCodeLocation(
          fileURL: URL(fileURLWithPath: self.filePath), lineNumber: self.line
        )
      )
    }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  // XCTest's name, which ported tests call.
  /// Expects failures for the rest of the running XCTest test: XCTest's `XCTExpectFailure`
  /// without a failing block, on platforms whose XCTest lacks it.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.hasPrefix("An \"ifLet\" at")
  /// }
  /// await store.send(.child(.tap))
  /// ```
  ///
  /// From this call until the test ends, issues reported through IssueReporting that
  /// `issueMatcher` accepts (all, when it is `nil`) are expected: printed, not failing the test.
  /// The others fail the test as usual. With `strict` (the default), a test in which no expected
  /// issue was reported fails when it ends.
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected, shown in reports.
  ///   - enabled: Whether to expect failures at all.
  ///   - strict: Whether to fail the test when no expected failure is reported.
  ///   - issueMatcher: Which failures are expected; all of them when `nil`.
  ///   - fileID: The file of the call, where a missing expected failure is reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool = true,
    strict: Bool = true,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard enabled else { return }
    RestOfTestExpectation.begin(
      reason: failureReason,
      strict: strict,
      matcher: issueMatcher,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The failures expected until the running XCTest test ends: stands in front of the issue
  /// reporters that were in place, and steps aside again when the test's teardown runs.
  private final class RestOfTestExpectation: IssueReporter, @unchecked Sendable {
    /// The matchers given so far, and whether any issue matched one.
    private let matching: Locked<(matchers: [((XCTIssue) -> Bool)?], matchedAny: Bool)>
    private let reason: String?
    private let strict: Bool
    private let location: OperatorLocation
    private let forwardingTo: [any IssueReporter]

    private init(
      reason: String?, strict: Bool, matcher: ((XCTIssue) -> Bool)?,
      location: OperatorLocation, forwardingTo: [any IssueReporter]
    ) {
      self.matching = Locked((matchers: [matcher], matchedAny: false))
      self.reason = reason
      self.strict = strict
      self.location = location
      self.forwardingTo = forwardingTo
    }

    /// The expectation in place, if a test has begun one.
    private static let active = Locked<RestOfTestExpectation?>(nil)

    static func begin(
      reason: String?, strict: Bool, matcher: ((XCTIssue) -> Bool)?, location: OperatorLocation
    ) {
      let began = self.active.withLock { active -> Bool in
        // A second call in the same test adds its matcher to the first.
        if let active {
          active.matching.withLock { $0.matchers.append(matcher) }
          return false
        }
        let expectation = RestOfTestExpectation(
          reason: reason, strict: strict, matcher: matcher, location: location,
          forwardingTo: IssueReporters.current
        )
        active = expectation
        IssueReporters.current = [expectation]
        return true
      }
      guard began else { return }
      TestEndObserver.shared.onTestEnd { canFail in
        Self.end(canFail: canFail)
      }
    }

    /// Restores the reporters, and fails a strict expectation that nothing matched (or says so,
    /// when the test has already ended and can no longer fail).
    private static func end(canFail: Bool) {
      let expectation = self.active.withLock { active in
        defer { active = nil }
        return active
      }
      guard let expectation else { return }
      IssueReporters.current = expectation.forwardingTo
      let matchedAny = expectation.matching.withLock { $0.matchedAny }
      guard expectation.strict, !matchedAny else { return }
      let message =
        "Failed due to unmatched expected failure\(expectation.reason.map { ": \($0)" } ?? ".")"
      if canFail {
        expectation.location.fail(message)
      } else {
        print("\(expectation.location.fileID):\(expectation.location.line): \(message)")
      }
    }

    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      let message = message() ?? ""
      let issue = XCTIssue(
        compactDescription: message, detailedDescription: message, fileID: "\(fileID)",
        filePath: "\(filePath)", line: Int(line)
      )
      let expected =
        severity == .error
        && self.matching.withLock { $0.matchers.contains { issue.isMatched(by: $0) } }
      if expected {
        self.matching.withLock { $0.matchedAny = true }
        OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          .recordSkipped(message)
        return
      }
      for reporter in self.forwardingTo {
        reporter.reportIssue(
          message, severity: severity, fileID: fileID, filePath: filePath, line: line,
          column: column
        )
      }
    }
  }

  /// Runs work when the running XCTest test ends, while failures still count for it: as one of
  /// the test's teardown blocks, which XCTest runs after the test and its `tearDown`.
  private final class TestEndObserver: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: TestEndObserver = {
      let observer = TestEndObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    /// The test running, and the work registered before this observer knew it.
    private let tests = Locked<(running: XCTestCase?, pending: [(_ canFail: Bool) -> Void])>(
      (running: nil, pending: [])
    )

    func testCaseWillStart(_ testCase: XCTestCase) {
      self.tests.withLock { $0.running = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      // Work registered before this observer knew the running test (the first use in a test
      // process) runs here, after the test has ended.
      let pending = self.tests.withLock { tests in
        defer { tests = (running: nil, pending: []) }
        return tests.pending
      }
      for work in pending { work(false) }
    }

    /// Runs `work` when the running test ends; `canFail` tells whether failures still count for
    /// the test then.
    func onTestEnd(_ work: @escaping (_ canFail: Bool) -> Void) {
      let running = self.tests.withLock { tests -> XCTestCase? in
        guard let running = tests.running else {
          tests.pending.append(work)
          return nil
        }
        return running
      }
      guard let running else { return }
      running.addTeardownBlock { work(true) }
    }
  }
#endif
