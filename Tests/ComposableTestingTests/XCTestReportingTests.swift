import ComposableTesting
import XCTest

/// Proves that test store failures reach XCTest too, at the caller's file and line.
///
/// XCTest on Linux cannot expect failures, so this test case intercepts them instead: failures
/// recorded while `isCapturing` is set are kept for the assertions below and not forwarded.
final class XCTestReportingTests: XCTestCase {
  private nonisolated(unsafe) var captured: [(description: String, file: String, line: Int)] = []
  private nonisolated(unsafe) var isCapturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if self.isCapturing {
      self.captured.append((description, filePath, lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
      )
    }
  }

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
