import ComposableTesting
import XCTest

/// Proves that test store failures reach XCTest too, at the caller's file and line.
///
/// XCTest on Linux cannot expect failures, so this test case captures them instead (see
/// `FailureCapturingTestCase`).
final class XCTestReportingTests: FailureCapturingTestCase {
  @MainActor
  func testWrongAssertionFailsAtTheCallSite() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    self.isCapturing = true
    let line = #line + 1
    await store.send(.increment) { $0.count = 42 }
    self.isCapturing = false

    XCTAssertEqual(self.captured.count, 1)
    XCTAssertEqual(self.captured.first?.line, line)
    XCTAssertEqual(self.captured.first?.file.hasSuffix("XCTestReportingTests.swift"), true)
    XCTAssertEqual(
      self.captured.first?.description.contains("A state change does not match expectation"), true
    )
  }

  @MainActor
  func testPassingTestStoreRecordsNothing() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    self.isCapturing = true
    await store.send(.increment) {
      $0.count = 1
      $0.isEven = false
    }
    self.isCapturing = false
    XCTAssertTrue(self.captured.isEmpty)
  }
}
