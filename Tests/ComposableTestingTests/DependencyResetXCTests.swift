import ComposableTesting
import XCTest

/// A dependency that the tests below prepare, each with a value of its own.
private enum PreparedValueKey: TestDependencyKey {
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var preparedValue: Int {
    get { self[PreparedValueKey.self] }
    set { self[PreparedValueKey.self] = newValue }
  }
}

/// swift-dependencies resets its cached values, prepared ones included, before each XCTest test
/// case, through the test observer `ComposableTesting` links: what one test prepares never leaks
/// into the next. Two tests, so that whichever runs second would see the other's value.
final class DependencyResetXCTests: XCTestCase {
  func testPreparedValueDoesNotLeakOne() {
    self.prepareAndRead(1)
  }

  func testPreparedValueDoesNotLeakTwo() {
    self.prepareAndRead(2)
  }

  /// Prepares the dependency, which must not have been accessed or prepared before in the test,
  /// and reads it back.
  private func prepareAndRead(_ value: Int, file: StaticString = #filePath, line: UInt = #line) {
    prepareDependencies { $0.preparedValue = value }
    @Dependency(\.preparedValue) var preparedValue
    XCTAssertEqual(preparedValue, value, file: file, line: line)
  }
}
