import Composable

// The key-path literals that `scopeDestinations` and `scopeSheets` pass to `scope(state:action:)`,
// evaluated alone: the floor under creating those scopes that the Swift runtime sets, whatever
// the store does with them. A literal whose path goes through a subscript with an argument (the
// dynamic-member subscripts of case paths: `\.destination?.child`, `\.destination.child`,
// `\.child.presented`) is not a constant the compiler emits once: the runtime instantiates it
// on every evaluation, resolving the types its pattern names by their mangled names.
// Written out again here (a function cannot evaluate another's literals): keep them the same as
// those of `scopeDestinations` and `scopeSheets` in NavigationOperations.swift.

/// The two key paths of one `scope(state:action:)` call, typed as that call's parameters type
/// them, added to `paths`, which keeps them alive as the scoped store keeps its own.
@inline(__always)
func appendScopePaths<State, Action: CasePathable, ChildState, ChildAction>(
  state: KeyPath<State, ChildState?>,
  action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>,
  to paths: inout [AnyKeyPath]
) {
  paths.append(state)
  paths.append(action)
}

/// The twenty key paths `scopeDestinations` evaluates:
/// `\.destination?.child` and `\.destination.child` at each of the ten levels.
func destinationScopeKeyPaths() -> [AnyKeyPath] {
  var paths: [AnyKeyPath] = []
  paths.reserveCapacity(20)
  appendScopePaths(
    state: \Presenting10.State.destination?.child,
    action: \Presenting10.Action.AllCasePaths.destination.child, to: &paths)
  appendScopePaths(
    state: \Presenting9.State.destination?.child,
    action: \Presenting9.Action.AllCasePaths.destination.child, to: &paths)
  appendScopePaths(
    state: \Presenting8.State.destination?.child,
    action: \Presenting8.Action.AllCasePaths.destination.child, to: &paths)
  appendScopePaths(
    state: \Presenting7.State.destination?.child,
    action: \Presenting7.Action.AllCasePaths.destination.child, to: &paths)
  appendScopePaths(
    state: \Presenting6.State.destination?.child,
    action: \Presenting6.Action.AllCasePaths.destination.child, to: &paths)
  appendScopePaths(
    state: \Presenting5.State.destination?.child,
    action: \Presenting5.Action.AllCasePaths.destination.child, to: &paths)
  appendScopePaths(
    state: \Presenting4.State.destination?.child,
    action: \Presenting4.Action.AllCasePaths.destination.child, to: &paths)
  appendScopePaths(
    state: \Presenting3.State.destination?.child,
    action: \Presenting3.Action.AllCasePaths.destination.child, to: &paths)
  appendScopePaths(
    state: \Presenting2.State.destination?.child,
    action: \Presenting2.Action.AllCasePaths.destination.child, to: &paths)
  appendScopePaths(
    state: \Presenting1.State.destination?.child,
    action: \Presenting1.Action.AllCasePaths.destination.child, to: &paths)
  return paths
}

/// The twenty key paths `scopeSheets` evaluates: `\.child` and `\.child.presented` at each of the
/// ten levels.
func sheetScopeKeyPaths() -> [AnyKeyPath] {
  var paths: [AnyKeyPath] = []
  paths.reserveCapacity(20)
  appendScopePaths(
    state: \Sheet10.State.child, action: \Sheet10.Action.AllCasePaths.child.presented,
    to: &paths)
  appendScopePaths(
    state: \Sheet9.State.child, action: \Sheet9.Action.AllCasePaths.child.presented, to: &paths)
  appendScopePaths(
    state: \Sheet8.State.child, action: \Sheet8.Action.AllCasePaths.child.presented, to: &paths)
  appendScopePaths(
    state: \Sheet7.State.child, action: \Sheet7.Action.AllCasePaths.child.presented, to: &paths)
  appendScopePaths(
    state: \Sheet6.State.child, action: \Sheet6.Action.AllCasePaths.child.presented, to: &paths)
  appendScopePaths(
    state: \Sheet5.State.child, action: \Sheet5.Action.AllCasePaths.child.presented, to: &paths)
  appendScopePaths(
    state: \Sheet4.State.child, action: \Sheet4.Action.AllCasePaths.child.presented, to: &paths)
  appendScopePaths(
    state: \Sheet3.State.child, action: \Sheet3.Action.AllCasePaths.child.presented, to: &paths)
  appendScopePaths(
    state: \Sheet2.State.child, action: \Sheet2.Action.AllCasePaths.child.presented, to: &paths)
  appendScopePaths(
    state: \Sheet1.State.child, action: \Sheet1.Action.AllCasePaths.child.presented, to: &paths)
  return paths
}
