extension AnyCasePath
where Value: _PresentationActionCasePaths, Value._PresentedAction: CasePathable {
  /// A case of the presented action, reached through `.presented`: `\.destination.detail`
  /// embeds `.detail(action)` as `.destination(.presented(.detail(action)))`.
  ///
  /// The same case path as CasePaths' dynamic member makes through `AllCasePaths`' own dynamic
  /// member (`\.destination.presented.detail`), in one step: there, the literal
  /// `\.destination.detail` that `store.scope(state:action:)` takes nests three subscripts, each
  /// taking the key path of the next (`AnyCasePath`'s, `AllCasePaths`', `Case`'s), all of which
  /// the runtime builds again on every evaluation. Here its one subscript takes
  /// `\Detail.Action.AllCasePaths.detail`, a constant.
  public subscript<ChildAction>(
    dynamicMember keyPath: KeyPath<
      Value._PresentedAction.AllCasePaths, AnyCasePath<Value._PresentedAction, ChildAction>
    >
  ) -> AnyCasePath<Root, ChildAction> {
    self.appending(Value._$presenting(Value._PresentedAction.allCasePaths[keyPath: keyPath]))
  }

  /// A case of the presented action, keeping the dismissal: the presentation actions of one
  /// destination of a `@Reducer enum`, as a store of a presented alert takes them (`.dismiss`
  /// stays `.dismiss`; `.presented(.alert(action))` becomes `.presented(action)`). In one step,
  /// as the subscript above.
  @_disfavoredOverload
  public subscript<ChildAction>(
    dynamicMember keyPath: KeyPath<
      Value._PresentedAction.AllCasePaths, AnyCasePath<Value._PresentedAction, ChildAction>
    >
  ) -> AnyCasePath<Root, PresentationAction<ChildAction>> {
    self.appending(Value._$presentation(Value._PresentedAction.allCasePaths[keyPath: keyPath]))
  }
}

extension AnyCasePath {
  /// This case path followed by `next`, built here, outside the subscripts' `CasePathable`
  /// context, so that the sendable closures capture the two case paths only.
  fileprivate func appending<Next>(_ next: AnyCasePath<Value, Next>) -> AnyCasePath<Root, Next> {
    AnyCasePath<Root, Next>(
      embed: { self.embed(next.embed($0)) },
      extract: { self.extract(from: $0).flatMap(next.extract(from:)) }
    )
  }
}
