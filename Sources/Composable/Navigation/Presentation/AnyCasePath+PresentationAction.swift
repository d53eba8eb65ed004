extension AnyCasePath where Value: _PresentationActionCasePaths {
  /// This case path continued through `.presented`: `\.child.presented`.
  ///
  /// The same case path CasePaths' dynamic member makes for `presented` (this goes through it),
  /// as a member of its own, so that a key-path literal ending in it, such as the one
  /// `store.scope(state: \.child, action: \.child.presented)` takes, is a constant Swift makes
  /// once rather than one the runtime builds on every evaluation (see
  /// `_PresentationActionCasePaths`).
  public var presented: AnyCasePath<Root, Value._PresentedAction> {
    self[dynamicMember: Value._$presentedCase]
  }

  /// This case path continued through `.dismiss`: `\.child.dismiss`, the same case path as
  /// CasePaths' dynamic member makes, as a member of its own (see ``presented``).
  public var dismiss: AnyCasePath<Root, Void> {
    self[dynamicMember: Value._$dismissCase]
  }
}
