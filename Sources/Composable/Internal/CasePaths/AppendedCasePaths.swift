/// A payload type that case paths continue through: `\.destination.child` names the parent's
/// `destination` case, then the `child` case of the action presented inside its
/// `PresentationAction`.
///
/// The case path CasePaths makes for such a path looks the inner case path up again, through a
/// key path and a subscript that builds it, on every embed; a store scoped ten levels deep
/// through `\.destination.child` did that at every level of every action it sent. A scoped store
/// finds the direct embedding once instead, when it is made: the parent's action enum visits its
/// cases (``_FastCasePathable/_$visitCases(_:)``), and the payload type of each case recognises
/// the paths that continue through it.
protocol _AppendableCasePaths {
  /// How to embed into `Root` through the case path `keyPath` reaches (in `Root.AllCasePaths`),
  /// when `keyPath` is `prefix` (the path of a case of `Root` holding `Self`, which the level
  /// `intoCase` embeds) followed by a case path of `Self`; `nil` otherwise.
  ///
  /// The answer is a `FoundEmbedding<Value, Root>` or a `PresentedEmbedding<Value, Root>`,
  /// which only `Composable` makes and reads.
  static func _$embedding<Root: CasePathable>(
    forCasePathIn keyPath: AnyKeyPath,
    appendedTo prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Self>>,
    intoCase: EmbeddingLevel
  ) -> Any?
}

/// A level of a route found for a case path of `Parent` whose value is `Child` (see
/// ``AppendedCasePaths``).
@usableFromInline
struct FoundEmbedding<Child, Parent> {
  /// Moves a `Child` into the `Parent` the case path embeds it in, with where it lays it out.
  @usableFromInline let level: EmbeddingLevel

  init(_ level: EmbeddingLevel) {
    self.level = level
  }
}

/// Finds how to embed through the case paths of a ``_FastCasePathable`` enum, and through the
/// case paths that continue through a case's payload, once per key path (see
/// ``KeyPathAnswers``).
@usableFromInline
enum AppendedCasePaths {
  /// The answers found so far, by key path: the embedding, or `nil` for none.
  private static let found = KeyPathAnswers<Any>()

  /// How to embed into `fast` (the root enum, which the caller found ``_FastCasePathable``)
  /// through the case path `keyPath` reaches: a ``FoundEmbedding`` or a ``PresentedEmbedding``,
  /// when `keyPath` names a case the enum visits, or continues one through a payload that is
  /// ``_AppendableCasePaths`` or through a case of a payload that is a ``_FastCasePathable`` enum
  /// (one level deep); `nil` otherwise.
  @usableFromInline
  static func embedding(
    forCasePathIn keyPath: AnyKeyPath, of fast: any _FastCasePathable.Type
  ) -> Any? {
    Self.found.answer(for: keyPath) {
      Self.visitedEmbedding(forCasePathIn: keyPath, of: fast)
    }
  }

  /// How many answers were looked up by hashing a key path: for tests.
  static var hashedLookups: Int { Self.found.hashedLookups }

  /// ``embedding(forCasePathIn:of:)`` with `Root` opened as the ``_FastCasePathable`` type
  /// `Fast`, whose cases it visits.
  private static func visitedEmbedding<Fast: _FastCasePathable>(
    forCasePathIn keyPath: AnyKeyPath, of _: Fast.Type
  ) -> Any? {
    var finder = PrefixFinder<Fast>(keyPath: keyPath)
    Fast._$visitCases(&finder)
    return finder.found
  }
}

/// Matches the key path against each case, and against the paths that continue a case through its
/// payload: the payload type answers when it is ``_AppendableCasePaths``, and the cases of a
/// ``_FastCasePathable`` payload are matched here (``NestedCaseFinder``).
private struct PrefixFinder<Enum: CasePathable>: _FastCaseVisitor {
  let keyPath: AnyKeyPath
  var found: Any?

  init(keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }

  mutating func visit<Payload>(
    _ casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>,
    embedding: _CaseEmbedding<Payload, Enum>
  ) {
    guard self.found == nil else { return }
    if casePath == self.keyPath {
      self.found = FoundEmbedding<Payload, Enum>(embedding.caseLevel)
      return
    }
    if let appendable = Payload.self as? any _AppendableCasePaths.Type {
      self.found = Self.embedding(self.keyPath, casePath, embedding.caseLevel, appendable)
    } else if let nested = Payload.self as? any _FastCasePathable.Type {
      self.found = Self.nestedEmbedding(self.keyPath, casePath, embedding.caseLevel, nested)
    }
  }

  /// The payload's answer, with `Payload` opened as the ``_AppendableCasePaths`` type
  /// `Appendable`: the cast succeeds because the two are the same type (key paths are cast
  /// through `AnyKeyPath`, see `CasePathCache.fastCasePath(_:of:)`).
  private static func embedding<Payload, Appendable: _AppendableCasePaths>(
    _ keyPath: AnyKeyPath,
    _ casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>,
    _ intoCase: EmbeddingLevel,
    _: Appendable.Type
  ) -> Any? {
    let anyCasePath: AnyKeyPath = casePath
    guard let prefix = anyCasePath as? KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Appendable>>
    else { return nil }
    return Appendable._$embedding(forCasePathIn: keyPath, appendedTo: prefix, intoCase: intoCase)
  }

  /// The embedding through a case of a payload that is itself a ``_FastCasePathable`` enum
  /// (`\.destination.child`, where `destination` holds a `@Reducer enum`'s action), with
  /// `Payload` opened as that type, `Nested`: the nested enum's level, then this case's.
  private static func nestedEmbedding<Payload, Nested: _FastCasePathable>(
    _ keyPath: AnyKeyPath,
    _ casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>,
    _ intoCase: EmbeddingLevel,
    _: Nested.Type
  ) -> Any? {
    let anyCasePath: AnyKeyPath = casePath
    guard let prefix = anyCasePath as? KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Nested>>
    else { return nil }
    var finder = NestedCaseFinder(keyPath: keyPath, prefix: prefix, intoCase: intoCase)
    Nested._$visitCases(&finder)
    return finder.found
  }
}

/// Matches a key path against the paths that continue a case of `Root` through each case of the
/// enum the case holds (`\.destination.child`: CasePaths appends the nested enum's case path
/// through `AnyCasePath`'s dynamic member).
private struct NestedCaseFinder<Root: CasePathable, Enum: CasePathable>: _FastCaseVisitor {
  let keyPath: AnyKeyPath
  let prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Enum>>
  /// Moves an `Enum` into the prefix's case of `Root`.
  let intoCase: EmbeddingLevel
  var found: Any?

  init(
    keyPath: AnyKeyPath,
    prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Enum>>,
    intoCase: EmbeddingLevel
  ) {
    self.keyPath = keyPath
    self.prefix = prefix
    self.intoCase = intoCase
  }

  mutating func visit<Payload>(
    _ casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>,
    embedding: _CaseEmbedding<Payload, Enum>
  ) {
    guard self.found == nil else { return }
    let appended = self.prefix.appending(
      path: \AnyCasePath<Root, Enum>.[dynamicMember: casePath])
    if self.keyPath == appended {
      self.found = FoundEmbedding<Payload, Root>(embedding.caseLevel.followed(by: self.intoCase))
    }
  }
}
