/// Which state types are `@ObservableState` (``ObservableState`` and `Observable`), found once
/// per type: what a scoped store asks about its parent's state when it is made (see
/// ``SliceAccess``).
///
/// The cast to a composition of two protocols is not resolved at compile time even in code
/// specialized for the type: the runtime looks both conformances up on every cast, which cost a
/// thousand instructions per scoped store, more than finding the answer here.
@usableFromInline
enum ObservableStateTypes {
  /// The answers found so far, by type: the type as observable state, or `nil` for a type that
  /// is not. Types are few, so every answer is kept.
  private static let answers = Locked<Answers>(Answers())

  private struct Answers {
    var types: [ObjectIdentifier: (any (ObservableState & Observable).Type)?] = [:]
    /// How many times a conformance was looked up: for tests.
    var lookups = 0
  }

  /// `type` as an observable state type, or `nil` when it is not one.
  @usableFromInline
  static func observable(_ type: Any.Type) -> (any (ObservableState & Observable).Type)? {
    let id = ObjectIdentifier(type)
    if let known = Self.answers.withLock({ $0.types[id] }) { return known }
    // Looked up outside the lock: a conformance lookup can instantiate metadata.
    let observable = type as? any (ObservableState & Observable).Type
    Self.answers.withLock {
      $0.types[id] = .some(observable)
      $0.lookups += 1
    }
    return observable
  }

  /// How many times a conformance was looked up rather than found among the answers kept.
  static var lookups: Int {
    Self.answers.withLock { $0.lookups }
  }
}
