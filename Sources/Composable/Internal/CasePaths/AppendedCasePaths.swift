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
public protocol _AppendableCasePaths {
  /// The function that embeds into `Root` through the case path `keyPath` reaches (in
  /// `Root.AllCasePaths`), as a `(Value) -> Root` in an `Any`, when `keyPath` is `prefix` (the
  /// path of a case of `Root` holding `Self`) followed by a case path of `Self`; `nil` otherwise.
  static func _$embedFunction<Root: CasePathable>(
    forCasePathIn keyPath: AnyKeyPath,
    appendedTo prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Self>>,
    embed: @escaping (Self) -> Root
  ) -> Any?
}

/// Finds the embedding of case paths that continue through a case's payload, once per key path
/// (see ``KeyPathAnswers``).
@usableFromInline
enum AppendedCasePaths {
  /// The answers found so far, by key path: the embedding function, or `nil` for none.
  private static let found = KeyPathAnswers<Any>()

  /// The function that embeds into `fast` (the root enum, which the caller found
  /// ``_FastCasePathable``) through the case path `keyPath` reaches, as a `(Value) -> Root` in an
  /// `Any`, when `keyPath` continues a case of the enum through a payload that is
  /// ``_AppendableCasePaths``; `nil` otherwise.
  @usableFromInline
  static func embedFunction(
    forCasePathIn keyPath: AnyKeyPath, of fast: any _FastCasePathable.Type
  ) -> Any? {
    Self.found.answer(for: keyPath) {
      Self.visitedEmbedFunction(forCasePathIn: keyPath, of: fast)
    }
  }

  /// How many answers were looked up by hashing a key path: for tests.
  static var hashedLookups: Int { Self.found.hashedLookups }

  /// ``embedFunction(forCasePathIn:of:)`` with `Root` opened as the ``_FastCasePathable`` type
  /// `Fast`, whose cases it visits.
  private static func visitedEmbedFunction<Fast: _FastCasePathable>(
    forCasePathIn keyPath: AnyKeyPath, of _: Fast.Type
  ) -> Any? {
    var finder = PrefixFinder<Fast>(keyPath: keyPath)
    Fast._$visitCases(&finder)
    return finder.found
  }
}

/// Asks the payload type of each case whether `keyPath` continues that case through it.
private struct PrefixFinder<Enum: CasePathable>: _FastCaseVisitor {
  let keyPath: AnyKeyPath
  var found: Any?

  init(keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }

  mutating func visit<Payload>(
    _ casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>,
    embed: @escaping (Payload) -> Enum,
    presenting _: @escaping (Payload) -> PresentationAction<Enum>
  ) {
    guard self.found == nil,
      let appendable = Payload.self as? any _AppendableCasePaths.Type
    else { return }
    self.found = Self.embedFunction(self.keyPath, casePath, embed, appendable)
  }

  /// The payload's answer, with `Payload` opened as the ``_AppendableCasePaths`` type
  /// `Appendable`: the casts succeed because the two are the same type (key paths are cast
  /// through `AnyKeyPath`, see `CasePathCache.fastCasePath(_:of:)`).
  private static func embedFunction<Payload, Appendable: _AppendableCasePaths>(
    _ keyPath: AnyKeyPath,
    _ casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>,
    _ embed: @escaping (Payload) -> Enum,
    _: Appendable.Type
  ) -> Any? {
    let anyCasePath: AnyKeyPath = casePath
    guard let prefix = anyCasePath as? KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Appendable>>,
      let embed = embed as? (Appendable) -> Enum
    else { return nil }
    return Appendable._$embedFunction(forCasePathIn: keyPath, appendedTo: prefix, embed: embed)
  }
}
