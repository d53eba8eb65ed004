extension Case where Value: _PresentationActionCasePaths, Value._PresentedAction: CasePathable {
  /// A case of the presented action, reached through `.presented`, as a case key path:
  /// `\.destination.detail` (`TestStore.receive(\.destination.detail.saved)`).
  ///
  /// The same case as CasePaths' dynamic member makes through `AllCasePaths`' own dynamic member
  /// (`\.destination.presented.detail`), in one step whose subscript takes a constant key path,
  /// `\Detail.Action.AllCasePaths.detail`, rather than two more nested subscripts for the runtime
  /// to build on every evaluation (see `AnyCasePath`'s subscript).
  public subscript<ChildAction>(
    dynamicMember keyPath: KeyPath<
      Value._PresentedAction.AllCasePaths, AnyCasePath<Value._PresentedAction, ChildAction>
    >
  ) -> Case<ChildAction> {
    self.appending(Value._$presenting(Value._PresentedAction.allCasePaths[keyPath: keyPath]))
  }

  /// A case of the presented action, keeping the dismissal, as a case key path (see
  /// `AnyCasePath`'s subscript).
  @_disfavoredOverload
  public subscript<ChildAction>(
    dynamicMember keyPath: KeyPath<
      Value._PresentedAction.AllCasePaths, AnyCasePath<Value._PresentedAction, ChildAction>
    >
  ) -> Case<PresentationAction<ChildAction>> {
    self.appending(Value._$presentation(Value._PresentedAction.allCasePaths[keyPath: keyPath]))
  }
}

extension Case {
  /// This case followed by `next`, built outside the subscripts' `CasePathable` context, so that
  /// the sendable closures capture this case and the case path only.
  fileprivate func appending<Next>(_ next: AnyCasePath<Value, Next>) -> Case<Next> {
    Case<Next>(
      embed: { self._embed(next.embed($0)) },
      extract: { (root: Any) in self._extract(from: root).flatMap(next.extract(from:)) }
    )
  }
}
