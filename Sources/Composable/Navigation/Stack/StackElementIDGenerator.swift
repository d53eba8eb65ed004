/// Hands out the ids of new stack elements, in increasing order.
///
/// `StackState.append(_:)` takes its ids from the `\.stackElementID` dependency. The live and the
/// test values both count from `#0`; the test value is a fresh counter in each test, which is what
/// makes pushed ids predictable in assertions.
public struct StackElementIDGenerator: Sendable {
  private let counter: Locked<Int>

  private init(startingAt generation: Int) {
    self.counter = Locked(generation)
  }

  /// A generator counting from `#0` (or from `generation`).
  public static func incrementing(from generation: Int = 0) -> Self {
    Self(startingAt: generation)
  }

  /// Returns the next id and advances.
  public func next() -> StackElementID {
    self.counter.withLock { counter in
      defer { counter += 1 }
      return StackElementID(generation: counter)
    }
  }

  /// The id ``next()`` would return, without advancing.
  public func peek() -> StackElementID {
    StackElementID(generation: self.counter.withLock { $0 })
  }

  /// A new generator that starts where this one stands and counts on its own.
  ///
  /// A test store runs each assertion closure with such a copy, taken before the step it checks:
  /// an `append` in the closure gets the id the reducer's `append` got, and nothing the closure
  /// does moves the feature's own generator.
  package func incrementingCopy() -> Self {
    Self(startingAt: self.counter.withLock { $0 })
  }

  /// Makes sure ids handed out later are greater than `id`, which was chosen elsewhere (a
  /// `.push(id:state:)` action or an explicit `state.path[id: 5] = …`).
  func skip(past id: StackElementID) {
    self.counter.withLock { counter in
      counter = Swift.max(counter, id.generation + 1)
    }
  }
}

extension DependencyValues {
  /// The generator of ``StackElementID``s for newly appended stack elements.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing() }
  static var testValue: StackElementIDGenerator { .incrementing() }
}
