import ComposableTesting
import XCTest

/// A test store and the process-wide main serial executor switch, as TCA's own tests check them.
///
/// XCTest, not Swift Testing: these set the real switch, and XCTest cases run one at a time, while
/// Swift Testing runs other tests' stores in parallel.
final class MainSerialExecutorXCTests: XCTestCase {
  @MainActor
  func testATestStoreTurnsTheSwitchOnAndPutsBackFalse() async {
    uncheckedUseMainSerialExecutor = false
    var store: TestStoreOf<Counter>? = TestStore(initialState: Counter.State()) { Counter() }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    _ = store
  }

  @MainActor
  func testATestStoreTurnsTheSwitchOnAndPutsBackTrue() async {
    uncheckedUseMainSerialExecutor = true
    var store: TestStoreOf<Counter>? = TestStore(initialState: Counter.State()) { Counter() }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    _ = store
    uncheckedUseMainSerialExecutor = false
  }

  @MainActor
  func testTwoTestStoresAliveAtOnceDoNotLeaveTheSwitchOn() async {
    uncheckedUseMainSerialExecutor = false
    var first: TestStoreOf<Counter>? = TestStore(initialState: Counter.State()) { Counter() }
    var second: TestStoreOf<Counter>? = TestStore(initialState: Counter.State()) { Counter() }
    first = nil
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    second = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    _ = (first, second)
  }

  @MainActor
  func testATestStoreThatIsToldNotToUseItTurnsItOffEvenWithAnotherStoreAlive() async {
    uncheckedUseMainSerialExecutor = false
    let other = TestStore(initialState: Counter.State()) { Counter() }
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.useMainSerialExecutor = false
    XCTAssertFalse(store.useMainSerialExecutor)
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    store.useMainSerialExecutor = true
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    _ = other
  }
}
