/// One case of an enum, whose payload can be moved out of a value of the enum and back in: what
/// `Scope` uses to run a child reducer on a case of its parent's state enum.
///
/// A case path's `extract` borrows the enum and copies the payload out of it, and its `embed`
/// copies the payload back in: moved out of state that is then destroyed, a payload was copied
/// twice per action (every reference it holds retained and released twice), through two closures
/// of CasePaths' shape. A `_CaseMove` takes the payload out of an enum value it consumes, and puts
/// it back by consuming the payload: nothing is copied. `@Reducer` generates one for each case of
/// the enums it sees (``_FastCasePathable/_$caseMove(for:)``).
///
/// A class, so that an operator holding one retains one object rather than its three closures
/// whenever it reaches it.
///
/// Sendable because moves are kept in a table shared by every thread: the closures `@Reducer`
/// generates capture nothing and only match and construct the case.
public final class _CaseMove<Root, Value>: @unchecked Sendable {
  /// Whether the enum is in the case (reads the tag only).
  @usableFromInline let isInCase: (Root) -> Bool
  /// The payload, moved out of the enum; `nil` when the enum is in another case (and is gone).
  @usableFromInline let take: (__owned Root) -> Value?
  /// The enum in the case, the payload moved into it.
  @usableFromInline let embed: (__owned Value) -> Root

  /// A move through the given functions; for the code `@Reducer` generates.
  public init(
    isInCase: @escaping (Root) -> Bool,
    take: @escaping (__owned Root) -> Value?,
    embed: @escaping (__owned Value) -> Root
  ) {
    self.isInCase = isInCase
    self.take = take
    self.embed = embed
  }

  /// Runs `body` on the payload of the enum at `root` in place (moved out and back), or returns
  /// `nil`, leaving the enum as it is, when the enum is in another case.
  @inlinable
  @inline(__always)
  func modify<Result>(
    _ root: inout Root, _ body: (inout Value) -> Result
  ) -> Result? {
    guard self.isInCase(root) else { return nil }
    return withUnsafeMutablePointer(to: &root) { pointer in
      // Bound from the call's result, which it then owns: `unsafelyUnwrapped` would copy it.
      guard var payload = self.take(pointer.move()) else {
        preconditionFailure("The enum left the case it was checked to be in")
      }
      let result = body(&payload)
      // Consumed: passed as it is, the payload would be copied for the call (every reference
      // in it retained) and destroyed after it.
      pointer.initialize(to: self.embed(consume payload))
      return result
    }
  }
}

extension CasePathCache {
  /// The moves found so far, by key path: the move, or `nil` where the root has none.
  private static let moves = KeyPathAnswers<Any>()

  /// The move of the case `keyPath` names, when `Root` is ``_FastCasePathable`` and generates
  /// one for it; looked up once per key path.
  @usableFromInline
  static func caseMove<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> _CaseMove<Root, Value>? {
    guard let fastRoot = Root.self as? any _FastCasePathable.Type else { return nil }
    let found = Self.moves.answer(for: keyPath) { Self.caseMove(keyPath, of: fastRoot) }
    return found as? _CaseMove<Root, Value>
  }

  /// ``caseMove(_:)`` with `Root` opened as the ``_FastCasePathable`` type `Fast`.
  private static func caseMove<Fast: _FastCasePathable, Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>, of _: Fast.Type
  ) -> Any? {
    guard let fastKeyPath = Self.keyPath(keyPath, as: Fast.self) else { return nil }
    return Fast._$caseMove(for: fastKeyPath)
  }
}
