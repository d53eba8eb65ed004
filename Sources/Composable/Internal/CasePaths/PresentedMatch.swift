/// What an action is to a presentation operator: an action of the presented child, a dismissal,
/// or an action of another case.
public enum _PresentedMatch<Action> {
  /// `.presented(action)` of the operator's case.
  case presented(Action)
  /// `.dismiss` of the operator's case.
  case dismiss
  /// An action of another case.
  case other
}

/// Tells, for a case of an action enum whose payload is a `PresentationAction`, what an action
/// is (see ``_PresentedMatch``), with the child's action matched through both enums at once.
///
/// Extracting the case's `PresentationAction` first (as a case path does) copies it, which
/// retains its indirect `.presented` box, and copies the child's action out of the box before
/// the box is released: for every action, at every level of presentation. `@Reducer` generates
/// a matcher for each such case of the enums it sees (``_FastCasePathable/_$presentedMatcher(for:)``),
/// written where both enums are concrete types, whose pattern (`.destination(.presented(let
/// action))`) copies the child's action only.
public struct _PresentedMatcher<Root, Action> {
  /// What `root` is to the case.
  @usableFromInline let match: (Root) -> _PresentedMatch<Action>

  /// A matcher through `match`; for the code `@Reducer` generates.
  public init(_ match: @escaping (Root) -> _PresentedMatch<Action>) {
    self.match = match
  }

  /// The matcher that goes through a case path: extracts the `PresentationAction`, then looks
  /// into it.
  @usableFromInline
  init(_ casePath: AnyCasePath<Root, PresentationAction<Action>>) {
    self.match = { root in
      switch casePath.extract(from: root) {
      case let .presented(action)?: return .presented(action)
      case .dismiss?: return .dismiss
      case nil: return .other
      }
    }
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
