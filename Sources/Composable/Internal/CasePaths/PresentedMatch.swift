/// What an action is to a presentation operator: an action of the presented child, a dismissal,
/// or an action of another case.
public enum _PresentedMatch {
  /// `.presented(action)` of the operator's case.
  case presented
  /// `.dismiss` of the operator's case.
  case dismiss
  /// An action of another case.
  case other
}

/// Tells, for a case of an action enum whose payload is a `PresentationAction`, what an action
/// is (see ``_PresentedMatch``), with the child's action matched through both enums at once.
///
/// Extracting the case's `PresentationAction` first (as a case path does) copies it, which
/// retains its indirect `.presented` box, and copying the child's action out of the box retains
/// what the child's action holds (the next level's box, in a chain of presented children): a
/// retain and a release, atomic operations both, for every action at every level of
/// presentation. `@Reducer` generates a matcher for each such case of the enums it sees
/// (``_FastCasePathable/_$presentedMatcher(for:)``), written where both enums are concrete types,
/// which matches `.destination(.presented(let action))` in one pattern and hands the child's
/// action over as an alias: its bits, written into the operator's buffer without a retain (see
/// ``_$alias(_:into:)``). The alias is valid while the matched action is, which the operator
/// holds for as long as it uses the alias, and is never destroyed.
public struct _PresentedMatcher<Root, Action> {
  /// What `root` is to the case; for `.presented`, the child's action is written into the
  /// buffer.
  @usableFromInline let match: (Root, UnsafeMutableRawPointer) -> _PresentedMatch
  /// Whether what `match` writes is an alias (left as it is) rather than a copy the operator
  /// owns (and destroys).
  @usableFromInline let aliases: Bool

  /// A matcher that writes an alias of the child's action (see ``_$alias(_:into:)``); for the
  /// code `@Reducer` generates.
  public init(aliasing match: @escaping (Root, UnsafeMutableRawPointer) -> _PresentedMatch) {
    self.match = match
    self.aliases = true
  }

  /// The matcher that goes through a case path: extracts the `PresentationAction`, then looks
  /// into it, and hands over a copy of the child's action.
  @usableFromInline
  init(_ casePath: AnyCasePath<Root, PresentationAction<Action>>) {
    self.match = { root, buffer in
      switch casePath.extract(from: root) {
      case let .presented(action)?:
        buffer.initializeMemory(as: Action.self, to: action)
        return .presented
      case .dismiss?: return .dismiss
      case nil: return .other
      }
    }
    self.aliases = false
  }

  /// Runs the closure for what `root` is: `presented` with the child's action (borrowed: it
  /// lives no longer than `root`), `dismiss` or `other`.
  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  func match<Result>(
    _ root: Root,
    presented: (Action) -> Result,
    dismiss: () -> Result,
    other: () -> Result
  ) -> Result {
    // Unprotected: the matcher writes exactly one `Action` into the buffer, and the stack
    // protector's canary check cost every level of a chain of presented children.
    _withUnprotectedUnsafeTemporaryAllocation(of: Action.self, capacity: 1) { buffer in
      let action = buffer.baseAddress.unsafelyUnwrapped
      switch self.match(root, UnsafeMutableRawPointer(action)) {
      case .presented:
        // Moved out and back rather than read: a value read from memory that an unknown call
        // (the child's reducer) might write is copied first, which retains what it holds. An
        // alias moved back is left as it is; a copy the matcher made is destroyed here.
        let child = action.move()
        let result = presented(child)
        if self.aliases { action.initialize(to: consume child) }
        return result
      case .dismiss:
        return dismiss()
      case .other:
        return other()
      }
    }
  }
}

/// Writes the bits of `value` at `buffer` without retaining anything it holds: an alias, valid
/// while `value` is, which must never be destroyed (nor moved out of). Used by the presented
/// matchers `@Reducer` generates (see ``_PresentedMatcher``), whose `value` is a payload bound
/// from the action they match.
@inlinable
@inline(__always)
public func _$alias<Value>(_ value: Value, into buffer: UnsafeMutableRawPointer) {
  withUnsafePointer(to: value) { pointer in
    buffer.copyMemory(from: pointer, byteCount: MemoryLayout<Value>.size)
  }
}

extension CasePathCache {
  /// The matchers found so far, by key path: the matcher, or `nil` where the root has none.
  private static let presentedMatchers = KeyPathAnswers<Any>()

  /// The matcher of the case `keyPath` names: the one `Root` generates when it is
  /// ``_FastCasePathable`` and has one, else one through `casePath`.
  @usableFromInline
  static func presentedMatcher<Root, Action>(
    _ keyPath: CaseKeyPath<Root, PresentationAction<Action>>,
    casePath: AnyCasePath<Root, PresentationAction<Action>>
  ) -> _PresentedMatcher<Root, Action> {
    guard let fastRoot = Root.self as? any _FastCasePathable.Type,
      let found = Self.presentedMatchers.answer(
        for: keyPath, find: { Self.presentedMatcher(keyPath, of: fastRoot) }),
      let matcher = found as? _PresentedMatcher<Root, Action>
    else { return _PresentedMatcher(casePath) }
    return matcher
  }

  /// ``presentedMatcher(_:casePath:)`` with `Root` opened as the ``_FastCasePathable`` type
  /// `Fast`.
  private static func presentedMatcher<Fast: _FastCasePathable, Root, Action>(
    _ keyPath: CaseKeyPath<Root, PresentationAction<Action>>, of _: Fast.Type
  ) -> Any? {
    guard let fastKeyPath = Self.keyPath(keyPath, as: Fast.self) else { return nil }
    return Fast._$presentedMatcher(for: fastKeyPath)
  }
}
