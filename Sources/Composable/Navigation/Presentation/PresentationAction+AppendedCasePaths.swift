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

extension PresentationAction {
  /// A function that wraps what `embed` constructs in `.presented`: what `@Reducer`'s enums hand
  /// visitors as a case's presented embedding (see ``_FastCaseVisitor``).
  ///
  /// Inlined into the enum's own code, where `Action` is a concrete type, so that the box of the
  /// indirect `.presented` case is allocated as a box of a known type: a box allocated in generic
  /// code is looked up in the runtime's box cache first, for every action a store scoped through
  /// `\.destination.detail` sends, at every level.
  @inlinable
  public static func _$presenting<Payload>(
    _ embed: @escaping (Payload) -> Action
  ) -> (Payload) -> Self {
    { .presented(embed($0)) }
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
    embed caseEmbed: @escaping (Payload) -> Enum,
    presenting: @escaping (Payload) -> PresentationAction<Enum>
  ) {
    guard self.found == nil else { return }
    let embed = self.embed
    let caseKeyPath: CaseKeyPath<Enum, Payload> = \Case<Enum>.[dynamicMember: casePath]
    let presented:
      KeyPath<PresentationAction<Enum>.AllCasePaths, AnyCasePath<PresentationAction<Enum>, Payload>> =
        \PresentationAction<Enum>.AllCasePaths.[dynamicMember: caseKeyPath]
    if self.keyPath == self.appended(presented) {
      // Through `presenting`, built where `Enum` is a concrete type: `.presented` is an indirect
      // case, whose box generic code here would look up in the runtime's box cache per action.
      let embedCase: (Payload) -> Root = { embed(presenting($0)) }
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
        case .presented(let action): embed(presenting(action))
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
