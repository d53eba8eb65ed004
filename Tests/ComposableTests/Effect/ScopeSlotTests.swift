import Foundation
import Testing

@testable import Composable

/// Each thread's stack of scope frames is its own, read from a thread-local on every level of
/// every send, and released when the thread exits.
@Suite struct ScopeSlotTests {
  @Test func eachThreadHasItsOwnStack() {
    let path = ScopePath(parent: nil, element: AnyHashableSendable("outer"))
    let seenElsewhere = LockIsolated<[String]>([])
    ScopePath.withCurrent(path) {
      #expect(ScopePath.current == path)
      onAnotherThread {
        let current = ScopePath.current.map { String(describing: $0) } ?? "none"
        seenElsewhere.withValue { $0.append(current) }
      }
    }
    #expect(ScopePath.current == nil)
    #expect(seenElsewhere.value == ["none"])
  }

  @Test func aThreadsStackIsReleasedWhenTheThreadExits() {
    let stack = LockIsolated<WeakStack?>(nil)
    onAnotherThread {
      let weakStack = ScopeStack.withSlot { WeakStack($0) }
      stack.setValue(weakStack)
    }
    // The thread's destructors run after its body: wait for them, not for a time.
    let released = Self.eventually { stack.value?.stack == nil }
    #expect(stack.value != nil)
    #expect(released)
  }

  /// Whether `condition` holds, asked again (yielding the processor in between) until it does or
  /// a generous number of tries has passed.
  static func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<1_000_000 {
      if condition() { return true }
      sched_yield()
    }
    return condition()
  }

  final class WeakStack: Sendable {
    nonisolated(unsafe) weak var stack: ScopeStack?
    init(_ stack: ScopeStack) { self.stack = stack }
  }
}
