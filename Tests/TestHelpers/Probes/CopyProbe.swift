import Composable

/// A field that counts how often the state holding it is copied where it should be modified in
/// place: its storage is a box, and changing the field while the box is shared (because some
/// operator holds a copy of the state) copies the box and counts one copy.
///
/// Put it in a child's state, change it in the child's reducer, and assert that `copies` stays
/// `0`: an operator that reaches the child by value instead of in place makes every change count.
/// It counts copies, not time, so the verdict does not depend on the machine.
public struct CopyProbe: Equatable, Sendable {
  private final class Box: @unchecked Sendable {  // mutated only when uniquely referenced
    var changes: Int

    init(changes: Int) {
      self.changes = changes
    }
  }

  private var box = Box(changes: 0)
  /// Shared by every copy of the probe.
  private let counter: LockIsolated<Int>

  /// A probe that counts into `counter`.
  public init(counter: LockIsolated<Int>) {
    self.counter = counter
  }

  /// How many times the field was changed.
  public var changes: Int { self.box.changes }

  /// Changes the field, copying (and counting) its box if another copy of the state shares it.
  public mutating func change() {
    if !isKnownUniquelyReferenced(&self.box) {
      self.box = Box(changes: self.box.changes)
      self.counter.withValue { $0 += 1 }
    }
    self.box.changes += 1
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box.changes == rhs.box.changes
  }
}
