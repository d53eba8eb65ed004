extension PresentationAction: _AppendableCasePaths {
  /// The direct embedding of the case paths that continue a parent's case through a
  /// presentation action, as stores are scoped to presented children:
  ///
  /// - `\.child.presented`: `.child(.presented(action))`, answered as a ``PresentedEmbedding``
  ///   of the `child` case;
  /// - `\.destination.detail`, a case of a `@Reducer enum` destination's action:
  ///   `.destination(.presented(.detail(action)))`;
  /// - the same path taken as presentation actions (a store of a presented alert):
  ///   `.destination(.dismiss)`, or `.destination(.presented(.alert(action)))`.
  public static func _$embedFunction<Root: CasePathable>(
    forCasePathIn keyPath: AnyKeyPath,
    appendedTo prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Self>>,
    embed: @escaping (Self) -> Root
  ) -> Any? {
    let presented = \AnyCasePath<Root, Self>.[dynamicMember: \AllCasePaths.presented]
    if keyPath == prefix.appending(path: presented) {
      return PresentedEmbedding(embed: embed)
    }
    guard let fast = Action.self as? any _FastCasePathable.Type else { return nil }
    return Self.embedFunction(forCasePathIn: keyPath, appendedTo: prefix, embed: embed, of: fast)
  }

  /// The embedding of a case of the presented action's enum, with `Action` opened as the
  /// ``_FastCasePathable`` type `Fast` (the casts succeed: the two are the same type).
  private static func embedFunction<Root: CasePathable, Fast: _FastCasePathable>(
    forCasePathIn keyPath: AnyKeyPath,
    appendedTo prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Self>>,
    embed: @escaping (Self) -> Root,
    of _: Fast.Type
  ) -> Any? {
    let anyPrefix: AnyKeyPath = prefix
    guard
      let prefix = anyPrefix
        as? KeyPath<Root.AllCasePaths, AnyCasePath<Root, PresentationAction<Fast>>>,
      let embed = embed as? (PresentationAction<Fast>) -> Root
    else { return nil }
    var finder = PresentedCaseFinder(keyPath: keyPath, prefix: prefix, embed: embed)
    Fast._$visitCases(&finder)
    return finder.found
  }
}

/// Matches a key path against the paths through each case of a presented action's enum.
private struct PresentedCaseFinder<Root: CasePathable, Enum: CasePathable>: _FastCaseVisitor {
  let keyPath: AnyKeyPath
  let prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, PresentationAction<Enum>>>
  let embed: (PresentationAction<Enum>) -> Root
  var found: Any?

  init(
    keyPath: AnyKeyPath,
    prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, PresentationAction<Enum>>>,
    embed: @escaping (PresentationAction<Enum>) -> Root
  ) {
    self.keyPath = keyPath
    self.prefix = prefix
    self.embed = embed
  }

  mutating func visit<Payload>(
    _ casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>,
    embed caseEmbed: @escaping (Payload) -> Enum
  ) {
    guard self.found == nil else { return }
    let embed = self.embed
    let caseKeyPath: CaseKeyPath<Enum, Payload> = \Case<Enum>.[dynamicMember: casePath]
    let presented:
      KeyPath<PresentationAction<Enum>.AllCasePaths, AnyCasePath<PresentationAction<Enum>, Payload>> =
        \PresentationAction<Enum>.AllCasePaths.[dynamicMember: caseKeyPath]
    if self.keyPath == self.appended(presented) {
      let embedCase: (Payload) -> Root = { embed(.presented(caseEmbed($0))) }
      self.found = embedCase
      return
    }
    let presentation:
      KeyPath<
        PresentationAction<Enum>.AllCasePaths,
        AnyCasePath<PresentationAction<Enum>, PresentationAction<Payload>>
      > = \PresentationAction<Enum>.AllCasePaths.[dynamicMember: caseKeyPath]
    if self.keyPath == self.appended(presentation) {
      let embedPresentation: (PresentationAction<Payload>) -> Root = {
        switch $0 {
        case .dismiss: embed(.dismiss)
        case .presented(let action): embed(.presented(caseEmbed(action)))
        }
      }
      self.found = embedPresentation
    }
  }

  /// The prefix followed by `casePath`, a case path of the presentation action.
  private func appended<Value>(
    _ casePath: KeyPath<
      PresentationAction<Enum>.AllCasePaths, AnyCasePath<PresentationAction<Enum>, Value>
    >
  ) -> AnyKeyPath {
    self.prefix.appending(
      path: \AnyCasePath<Root, PresentationAction<Enum>>.[dynamicMember: casePath])
  }
}
