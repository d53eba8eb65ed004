import XCTest

/// An XCTest case that can intercept its own failures, to check them: XCTest off Apple platforms
/// cannot expect a failure, so failures recorded while ``isCapturing`` is set are kept in
/// ``captured`` instead of failing the test.
class FailureCapturingTestCase: XCTestCase {
  nonisolated(unsafe) var captured: [(description: String, file: String, line: Int)] = []
  nonisolated(unsafe) var isCapturing = false

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
}
