// Package-level access to the navigation machinery of the core, for operators built in other
// modules of this package (ComposableCoordinators' `forEachRoute`): they need the same effect
// scoping and cancellation as `ifLet` and `forEach`, without making it public API.

extension NavigationIDPath {
  /// The path of a child of the reducer currently running, identified by `element`.
  package static func childOfCurrent(_ element: some Hashable & Sendable) -> NavigationIDPath {
    NavigationIDPath.child(AnyHashableSendable(element))
  }

  /// Runs `body` as the reducer at this path: cancellation ids it uses are scoped to it.
  package func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try NavigationIDPath.withCurrent(self, body)
  }

  /// The elements of the path, from the root to this node.
  package var elements: [AnyHashableSendable] {
    var elements: [AnyHashableSendable] = []
    var node: NavigationIDPath? = self
    while let current = node {
      elements.append(current.element)
      node = current.parent
    }
    return elements.reversed()
  }

  /// The path of the reducer currently running, `nil` at the root.
  package static var currentPath: NavigationIDPath? { NavigationIDPath.current }
}

extension Effect {
  /// Tags this child effect so that ``cancellingChild(at:)`` can stop it, together with every
  /// effect of the child's descendants.
  package func scopedToChild(at path: NavigationIDPath) -> Self {
    .childScoped(self, path: path)
  }

  /// An effect that cancels every effect of the child at `path` and of its descendants.
  package static func cancellingChild(at path: NavigationIDPath) -> Self {
    .cancelChild(at: path)
  }
}

extension NavigationIDPath {
  /// Whether this path is `ancestor`, or leads to it only through enum-case scopes
  /// (`ifCaseLet`, the cases of a `@Reducer enum`): the same feature, seen from inside one of its
  /// cases.
  package func isSameFeature(as ancestor: NavigationIDPath) -> Bool {
    var node: NavigationIDPath? = self
    while let current = node {
      if current == ancestor { return true }
      guard current.element.base is CaseNavigationID else { return false }
      node = current.parent
    }
    return false
  }
}
