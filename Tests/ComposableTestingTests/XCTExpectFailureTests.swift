import ComposableTesting
import XCTest

/// `XCTExpectFailure` where XCTest lacks it (off Apple platforms), as TCA's tests use it.
///
/// Failures that get through are captured (see `FailureCapturingTestCase`) and checked below.
final class XCTExpectFailureTests: FailureCapturingTestCase {
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
    XCTAssertTrue(self.captured.isEmpty)
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
      self.captured.first?.description.contains("A state change does not match expectation: …"),
      true
    )
  }

  func testAStrictExpectationWithoutAFailureFailsTheTest() {
    self.isCapturing = true
    XCTExpectFailure("the count is wrong") {}
    self.isCapturing = false
    XCTAssertEqual(self.captured.count, 1)
    let expected = "Failed due to unmatched expected failure: the count is wrong"
    XCTAssertEqual(self.captured.first?.description.contains(expected), true)
  }

  func testANonStrictExpectationWithoutAFailurePasses() {
    self.isCapturing = true
    XCTExpectFailure(strict: false) {}
    self.isCapturing = false
    XCTAssertTrue(self.captured.isEmpty)
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
