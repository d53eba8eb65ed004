extension PresentationAction: _AppendableCasePaths {
  /// How to embed through the case paths that continue a parent's case through a presentation
  /// action, as stores are scoped to presented children:
  ///
  /// - `\.child.presented`: `.child(.presented(action))`, answered as a ``PresentedEmbedding``
  ///   of the `child` case;
  /// - `\.destination.detail`, a case of a `@Reducer enum` destination's action:
  ///   `.destination(.presented(.detail(action)))`;
  /// - the same path taken as presentation actions (a store of a presented alert):
  ///   `.destination(.dismiss)`, or `.destination(.presented(.alert(action)))`.
  static func _$embedding<Root: CasePathable>(
    forCasePathIn keyPath: AnyKeyPath,
    appendedTo prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Self>>,
    intoCase: EmbeddingLevel
  ) -> Any? {
    // `AnyCasePath`'s own `presented` (see `_PresentationActionCasePaths`), which the literal
    // `\.child.presented` names.
    if keyPath == prefix.appending(path: \AnyCasePath<Root, Self>.presented) {
      return PresentedEmbedding<Action, Root>(intoCase: intoCase)
    }
    guard let fast = Action.self as? any _FastCasePathable.Type else { return nil }
    return Self.embedding(forCasePathIn: keyPath, appendedTo: prefix, intoCase: intoCase, of: fast)
  }

  /// The embedding of a case of the presented action's enum, with `Action` opened as the
  /// ``_FastCasePathable`` type `Fast` (the cast succeeds: the two are the same type).
  private static func embedding<Root: CasePathable, Fast: _FastCasePathable>(
    forCasePathIn keyPath: AnyKeyPath,
    appendedTo prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, Self>>,
    intoCase: EmbeddingLevel,
    of _: Fast.Type
  ) -> Any? {
    let anyPrefix: AnyKeyPath = prefix
    guard
      let prefix = anyPrefix
        as? KeyPath<Root.AllCasePaths, AnyCasePath<Root, PresentationAction<Fast>>>
    else { return nil }
    var finder = PresentedCaseFinder(keyPath: keyPath, prefix: prefix, intoCase: intoCase)
    Fast._$visitCases(&finder)
    return finder.found
  }
}

/// Matches a key path against the paths through each case of a presented action's enum.
private struct PresentedCaseFinder<Root: CasePathable, Enum: CasePathable>: _FastCaseVisitor {
  let keyPath: AnyKeyPath
  let prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, PresentationAction<Enum>>>
  /// Moves a `PresentationAction<Enum>` into the prefix's case of `Root`.
  let intoCase: EmbeddingLevel
  var found: Any?

  init(
    keyPath: AnyKeyPath,
    prefix: KeyPath<Root.AllCasePaths, AnyCasePath<Root, PresentationAction<Enum>>>,
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
    // The literal `\.destination.child` names `AnyCasePath`'s own dynamic member for a case of
    // the presented action, which takes the case's path in `Enum.AllCasePaths`.
    let presented:
      KeyPath<AnyCasePath<Root, PresentationAction<Enum>>, AnyCasePath<Root, Payload>> =
        \.[dynamicMember: casePath]
    if self.keyPath == self.prefix.appending(path: presented) {
      // Through the level the enum built, where `Enum` is a concrete type: `.presented` is an
      // indirect case, whose box generic code here would look up in the runtime's box cache per
      // action.
      self.found = FoundEmbedding<Payload, Root>(
        embedding.presentedLevel.followed(by: self.intoCase))
      return
    }
    let presentation:
      KeyPath<
        AnyCasePath<Root, PresentationAction<Enum>>, AnyCasePath<Root, PresentationAction<Payload>>
      > = \.[dynamicMember: casePath]
    if self.keyPath == self.prefix.appending(path: presentation) {
      // A level that switches over the presentation action has no shape (see `RouteShape`).
      let keepingDismissal = EmbeddingLevel(step: Self.keepingDismissal(embedding), shape: nil)
      self.found = FoundEmbedding<PresentationAction<Payload>, Root>(
        keepingDismissal.followed(by: self.intoCase))
    }
  }

  /// Moves a `PresentationAction<Payload>` into a `PresentationAction<Enum>`: `.dismiss` as it
  /// is, `.presented(action)` through the case.
  private static func keepingDismissal<Payload>(
    _ embedding: _CaseEmbedding<Payload, Enum>
  ) -> _EmbedStep {
    { toPresented in
      let presenting = embedding.intoPresented(toPresented)
      return { action, root in
        switch action.assumingMemoryBound(to: PresentationAction<Payload>.self).move() {
        case .dismiss:
          withTemporary(holding: PresentationAction<Enum>.dismiss) { toPresented($0, root) }
        case .presented(let payload):
          withTemporary(holding: payload) { presenting($0, root) }
        }
      }
    }
  }
}
