extension Case where Value: _PresentationActionCasePaths {
  /// This case continued through `.presented`: `\.child.presented` as a case key path
  /// (`ifLet`, `TestStore.receive(\.child.presented.saved)`).
  ///
  /// The same case CasePaths' dynamic member makes for `presented` (this goes through it), as a
  /// member of its own: the component is then a plain property rather than a subscript taking a
  /// key path, one key path fewer for the runtime to build each time the literal is evaluated
  /// (see ``_PresentationActionCasePaths``).
  public var presented: Case<Value._PresentedAction> {
    self[dynamicMember: Value._$presentedCase]
  }

  /// This case continued through `.dismiss`: `\.child.dismiss` as a case key path, the same case
  /// as CasePaths' dynamic member makes, as a member of its own (see ``presented``).
  public var dismiss: Case<Void> {
    self[dynamicMember: Value._$dismissCase]
  }
}
