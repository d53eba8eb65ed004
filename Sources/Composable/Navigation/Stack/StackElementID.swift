/// The id of an element of a ``StackState``.
///
/// Ids are handed out in order by the `\.stackElementID` dependency: `#0`, `#1`, … Each test
/// starts from `#0`, so tests can name the elements they push with integer literals:
///
/// ```swift
/// await store.send(.path(.element(id: 0, action: .detail(.saveButtonTapped))))
/// ```
public struct StackElementID: Hashable, Comparable, Sendable {
  /// The position of this id in the order ids were generated.
  public let generation: Int

  /// Creates the id of the given generation. Prefer integer literals in tests: `id: 0`.
  public init(generation: Int) {
    self.generation = generation
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}

extension StackElementID: CustomStringConvertible, CustomDumpStringConvertible {
  /// `#0`, `#1`, …
  public var description: String {
    "#\(self.generation)"
  }

  public var customDumpDescription: String {
    self.description
  }
}
