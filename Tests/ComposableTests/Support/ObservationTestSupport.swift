import Composable
import Foundation
import Observation

/// Counts the invalidations that observation tracking reports.
final class InvalidationTally: @unchecked Sendable {
  // Unchecked: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value = 0

  var count: Int {
    self.lock.withLock { self.value }
  }

  func increment() {
    self.lock.withLock { self.value += 1 }
  }
}

/// Runs `read` inside observation tracking once and returns a counter of the invalidations it
/// gets (at most one: tracking ends with the first change, and `read` is not run again, so it
/// may read a local variable that the change is being made to).
func track(_ read: () -> Void) -> InvalidationTally {
  let counter = InvalidationTally()
  withObservationTracking(read, onChange: { counter.increment() })
  return counter
}

/// `_$isIdentityEqual` called from a generic context, where only the run-time fallback applies.
func genericIsIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  _$isIdentityEqual(lhs, rhs)
}
