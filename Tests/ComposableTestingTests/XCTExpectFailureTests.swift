import ComposableTesting
import XCTest

/// `XCTExpectFailure` where XCTest lacks it (off Apple platforms), as TCA's tests use it.
///
/// Failures that get through are intercepted the way `XCTestReportingTests` does: recorded while
/// `isCapturing` is set, and checked below instead of failing the test.
final class XCTExpectFailureTests: XCTestCase {
  private nonisolated(unsafe) var captured: [String] = []
  private nonisolated(unsafe) var isCapturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if self.isCapturing {
      self.captured.append(description)
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
      )
    }
  }

  @MainActor
  func testAnExpectedFailureThatMatchesDoesNotFailTheTest() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    self.isCapturing = true
    let count = XCTExpectFailure {
      store.assert { $0.count = 42 }
      return store.state.count
    } issueMatcher: {
      $0.compactDescription.hasPrefix("A state change does not match expectation: …")
    }
    self.isCapturing = false
    XCTAssertEqual(count, 0)
    XCTAssertEqual(self.captured, [])
  }

  @MainActor
  func testAFailureTheMatcherRejectsFailsTheTest() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    self.isCapturing = true
    XCTExpectFailure(strict: false) {
      store.assert { $0.count = 42 }
    } issueMatcher: {
      $0.compactDescription.hasPrefix("Something else")
    }
    self.isCapturing = false
    XCTAssertEqual(self.captured.count, 1)
    XCTAssertEqual(
      self.captured.first?.contains("A state change does not match expectation: …"), true
    )
  }

  func testAStrictExpectationWithoutAFailureFailsTheTest() {
    self.isCapturing = true
    XCTExpectFailure("the count is wrong") {}
    self.isCapturing = false
    XCTAssertEqual(self.captured.count, 1)
    XCTAssertEqual(
      self.captured.first?.contains("Failed due to unmatched expected failure: the count is wrong"),
      true
    )
  }

  func testANonStrictExpectationWithoutAFailurePasses() {
    self.isCapturing = true
    XCTExpectFailure(strict: false) {}
    self.isCapturing = false
    XCTAssertEqual(self.captured, [])
  }

  func testADisabledExpectationLetsFailuresThrough() {
    self.isCapturing = true
    XCTExpectFailure(enabled: false) {
      reportIssue("Boom")
    }
    self.isCapturing = false
    XCTAssertEqual(self.captured.count, 1)
  }
}
