import ComposableTesting
import XCTest

/// `XCTExpectFailure` without a failing block where XCTest lacks it (off Apple platforms): the
/// failures it matches are expected until the test ends, as TCA's own tests use it.
///
/// Failures that get through are captured (see `FailureCapturingTestCase`) and checked below.
final class XCTExpectFailureRestOfTestTests: FailureCapturingTestCase {
  @MainActor
  func testMatchingFailuresAreExpectedUntilTheTestEnds() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    XCTExpectFailure {
      $0.compactDescription.hasPrefix("A state change does not match expectation: …")
    }
    self.isCapturing = true
    store.assert { $0.count = 42 }
    store.assert { $0.count = 43 }
    self.isCapturing = false
    XCTAssertTrue(self.captured.isEmpty)
  }

  @MainActor
  func testAFailureTheMatcherRejectsFailsTheTest() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    XCTExpectFailure(strict: false) {
      $0.compactDescription.hasPrefix("Something else")
    }
    self.isCapturing = true
    store.assert { $0.count = 42 }
    self.isCapturing = false
    XCTAssertEqual(self.captured.count, 1)
    XCTAssertTrue(
      self.captured.first?.description.contains("A state change does not match expectation")
        ?? false
    )
  }

  @MainActor
  func testTheMatcherSeesWhereTheFailurePoints() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let seen = LockIsolated<(file: String, line: Int)?>(nil)
    XCTExpectFailure {
      seen.setValue(
        (
          $0.sourceCodeContext.location?.fileURL.lastPathComponent ?? "",
          $0.sourceCodeContext.location?.lineNumber ?? 0
        ))
      return true
    }
    let line = #line + 1
    store.assert { $0.count = 42 }
    XCTAssertEqual(seen.value?.file, "XCTExpectFailureRestOfTestTests.swift")
    XCTAssertEqual(seen.value?.line, line)
  }

  func testADisabledExpectationExpectsNothing() {
    XCTExpectFailure(enabled: false)
    self.isCapturing = true
    reportIssue("Boom")
    self.isCapturing = false
    XCTAssertEqual(self.captured.count, 1)
    XCTAssertTrue(self.captured.first?.description.contains("Boom") ?? false)
  }
}

/// Matchers written against XCTest's `failed - ` prefix match too.
final class XCTExpectFailurePrefixTests: FailureCapturingTestCase {
  @MainActor
  func testAMatcherWithXCTFailsPrefixMatches() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    self.isCapturing = true
    XCTExpectFailure {
      store.assert { $0.count = 42 }
    } issueMatcher: {
      $0.compactDescription.hasPrefix("failed - A state change does not match expectation: …")
    }
    self.isCapturing = false
    XCTAssertTrue(self.captured.isEmpty)
  }
}
