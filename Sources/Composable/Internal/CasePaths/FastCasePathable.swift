/// A case-pathable enum that can build the case paths of its own cases directly, without going
/// through CasePaths' generic machinery.
///
/// Do not conform to this protocol by hand: `@Reducer` attaches ``_FastCasePaths()`` to the
/// `Action` enum of a struct reducer and to the `State` and `Action` enums it generates, and that
/// macro writes ``_$casePath(for:)`` and the conformance.
///
/// Operators such as `ifLet`, `forEach`, `Scope`, `ifCaseLet` and `Store.scope` turn the case key
/// path they are given into an `AnyCasePath` once and then extract and embed through it for
/// every action. The `AnyCasePath` that CasePaths builds from a case key path boxes the whole
/// enum value in `Any`, casts it back and reads `allCasePaths` through a key path on every
/// extraction, in unspecialized generic code. The case paths built by ``_$casePath(for:)`` are
/// plain closures that match the case (`if case let .child(value) = $0`) and call the case
/// constructor, which saves that work for every action at every level of nesting.
public protocol _FastCasePathable: CasePathable {
  /// The case path of the case that `keyPath` names, built from closures that match and
  /// construct the case directly; `nil` when `keyPath` does not name one of the enum's cases
  /// (for example a key path appended through a nested enum, `\.child.grandchild`), or names a
  /// case the macro could not generate a case path for.
  ///
  /// Callers fall back to `AnyCasePath(keyPath)` on `nil`, so the two must agree wherever this
  /// returns a case path.
  ///
  /// - Parameter keyPath: A case key path rooted at this enum.
  /// - Returns: A case path that extracts and embeds the case's associated value, or `nil`.
  static func _$casePath<Value>(
    for keyPath: CaseKeyPath<Self, Value>
  ) -> AnyCasePath<Self, Value>?

  /// Hands `visitor` every case with one plain payload: the key path to its case path in
  /// `AllCasePaths`, and how to embed its payload (see ``_CaseEmbedding``).
  ///
  /// Scoped stores find through it how to embed their actions: through a case of this enum
  /// (`\.child`), or through a case path that continues through a case's payload
  /// (`\.destination.child`, `\.child.presented`), which no single case of this enum names (see
  /// ``_AppendableCasePaths``). Every action such a store sends is then embedded with one call
  /// per enum level, through code built where the types are concrete.
  static func _$visitCases<Visitor: _FastCaseVisitor<Self>>(_ visitor: inout Visitor)

  /// The move of the case that `keyPath` names (see ``_CaseMove``); `nil` for a case the macro
  /// leaves out, as ``_$visitCases(_:)`` does.
  ///
  /// `Scope` runs a child reducer on a case of its parent's state enum through it, so that the
  /// payload is moved out and back rather than copied out and in.
  static func _$caseMove<Value>(for keyPath: CaseKeyPath<Self, Value>) -> _CaseMove<Self, Value>?

  /// The matcher of the case that `keyPath` names, whose payload is a `PresentationAction` (see
  /// ``_PresentedMatcher``); `nil` for a case the macro does not see as one.
  ///
  /// A presentation operator (`ifLet(\.$destination, action: \.destination)`) tells through it
  /// whether an action is its child's, without copying the `PresentationAction` or the child's
  /// action.
  static func _$presentedMatcher<Action>(
    for keyPath: CaseKeyPath<Self, PresentationAction<Action>>
  ) -> _PresentedMatcher<Self, Action>?
}

extension _FastCasePathable {
  /// No cases to visit: callers fall back to the case path in `AllCasePaths`.
  public static func _$visitCases<Visitor: _FastCaseVisitor<Self>>(_ visitor: inout Visitor) {}

  /// No moves: callers go through the case path.
  public static func _$caseMove<Value>(
    for keyPath: CaseKeyPath<Self, Value>
  ) -> _CaseMove<Self, Value>? {
    nil
  }

  /// No matchers: callers go through the case path.
  public static func _$presentedMatcher<Action>(
    for keyPath: CaseKeyPath<Self, PresentationAction<Action>>
  ) -> _PresentedMatcher<Self, Action>? {
    nil
  }
}

/// Visits the cases of a ``_FastCasePathable`` enum, one call per case (see
/// ``_FastCasePathable/_$visitCases(_:)``).
public protocol _FastCaseVisitor<Enum> {
  /// The enum whose cases are visited.
  associatedtype Enum: CasePathable

  /// Visits the case whose case path `casePath` reaches in `Enum.AllCasePaths`, and whose
  /// payload `embedding` embeds.
  mutating func visit<Payload>(
    _ casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>,
    embedding: _CaseEmbedding<Payload, Enum>
  )
}

extension CasePathCache {
  /// The case path that `Root` builds for `keyPath` itself when it is ``_FastCasePathable``;
  /// `nil` when it is not, or when it does not recognize the key path.
  static func fastCasePath<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> AnyCasePath<Root, Value>? {
    guard let fastRoot = Root.self as? any _FastCasePathable.Type else { return nil }
    return self.fastCasePath(keyPath, of: fastRoot)
  }

  /// ``fastCasePath(_:)`` with `Root` opened as the ``_FastCasePathable`` type `Fast`: the cast
  /// succeeds because `Fast` is `Root`.
  private static func fastCasePath<Fast: _FastCasePathable, Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>,
    of _: Fast.Type
  ) -> AnyCasePath<Root, Value>? {
    guard let fastKeyPath = Self.keyPath(keyPath, as: Fast.self) else { return nil }
    return Fast._$casePath(for: fastKeyPath) as? AnyCasePath<Root, Value>
  }

  /// `keyPath` as a case key path of `Fast`, the type `Root` was found to be; `nil` if it is not.
  /// (Through `AnyKeyPath`: the compiler takes a direct cast between two specializations of
  /// `KeyPath` for one that always fails.)
  static func keyPath<Fast, Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>, as _: Fast.Type
  ) -> CaseKeyPath<Fast, Value>? {
    let anyKeyPath: AnyKeyPath = keyPath
    return anyKeyPath as? CaseKeyPath<Fast, Value>
  }
}
