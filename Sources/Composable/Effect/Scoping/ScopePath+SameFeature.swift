extension ScopePath {
  /// Whether this path is `ancestor`, or leads to it only through enum-case scopes
  /// (`ifCaseLet`, the cases of a `@Reducer enum`): the same feature, seen from inside one of its
  /// cases.
  package func isSameFeature(as ancestor: ScopePath) -> Bool {
    var node: ScopePath? = self
    while let current = node {
      if current == ancestor { return true }
      guard current.element.base is CaseScopeID else { return false }
      node = current.parent
    }
    return false
  }
}
