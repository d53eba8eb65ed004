import Composable

// The key-path literals that `scopeDestinations` and `scopeSheets` pass to `scope(state:action:)`,
// evaluated alone: the floor under creating those scopes that the Swift runtime sets, whatever
// the store does with them. A literal whose path goes through a subscript with an argument (a
// dynamic member) is not a constant the compiler emits once: the runtime instantiates it on
// every evaluation, resolving the types its pattern names by their mangled names. `\.child`,
// `\.child.presented` and `\.destination?.child` name properties only (`presented` is
// `AnyCasePath`'s own, `child` a property `@Reducer` generates in the destination's state), and
// are constants; `\.destination.child` still goes through one dynamic member of `AnyCasePath`
// (whose argument, `\Destination.Action.AllCasePaths.child`, is a constant), as no member named
// after a case of the destination can be declared on `AnyCasePath`.
// Written out again here (a function cannot evaluate another's literals): keep them the same as
// those of `scopeDestinations` and `scopeSheets` in NavigationOperations.swift.

/// The state key path of one `scope(state:action:)` call, typed as that call's parameter is,
/// added to `paths`, which keeps it alive as the scoped store keeps its own.
@inline(__always)
func appendStatePath<State, ChildState>(
  _ state: KeyPath<State, ChildState?>, to paths: inout [AnyKeyPath]
) {
  paths.append(state)
}

/// The action key path of one `scope(state:action:)` call, typed as that call's parameter is,
/// added to `paths`.
@inline(__always)
func appendActionPath<Action: CasePathable, ChildAction>(
  _ action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>,
  to paths: inout [AnyKeyPath]
) {
  paths.append(action)
}

/// The twenty key paths `scopeDestinations` evaluates:
/// `\.destination?.child` and `\.destination.child` at each of the ten levels.
func destinationScopeKeyPaths() -> [AnyKeyPath] {
  var paths: [AnyKeyPath] = []
  paths.reserveCapacity(20)
  appendDestinationStatePaths(to: &paths)
  appendDestinationActionPaths(to: &paths)
  return paths
}

/// The ten state key paths `scopeDestinations` evaluates, `\.destination?.child` at each level:
/// the part of ``destinationScopeKeyPaths()`` that the state enums' members decide.
func destinationStateKeyPaths() -> [AnyKeyPath] {
  var paths: [AnyKeyPath] = []
  paths.reserveCapacity(10)
  appendDestinationStatePaths(to: &paths)
  return paths
}

/// The ten action key paths `scopeDestinations` evaluates, `\.destination.child` at each level:
/// the part of ``destinationScopeKeyPaths()`` that the action case paths decide.
func destinationActionKeyPaths() -> [AnyKeyPath] {
  var paths: [AnyKeyPath] = []
  paths.reserveCapacity(10)
  appendDestinationActionPaths(to: &paths)
  return paths
}

/// `\.destination?.child` of each level of `scopeDestinations`, added to `paths`.
@inline(__always)
func appendDestinationStatePaths(to paths: inout [AnyKeyPath]) {
  appendStatePath(\Presenting10.State.destination?.child, to: &paths)
  appendStatePath(\Presenting9.State.destination?.child, to: &paths)
  appendStatePath(\Presenting8.State.destination?.child, to: &paths)
  appendStatePath(\Presenting7.State.destination?.child, to: &paths)
  appendStatePath(\Presenting6.State.destination?.child, to: &paths)
  appendStatePath(\Presenting5.State.destination?.child, to: &paths)
  appendStatePath(\Presenting4.State.destination?.child, to: &paths)
  appendStatePath(\Presenting3.State.destination?.child, to: &paths)
  appendStatePath(\Presenting2.State.destination?.child, to: &paths)
  appendStatePath(\Presenting1.State.destination?.child, to: &paths)
}

/// `\.destination.child` of each level of `scopeDestinations`, added to `paths`.
@inline(__always)
func appendDestinationActionPaths(to paths: inout [AnyKeyPath]) {
  appendActionPath(\Presenting10.Action.AllCasePaths.destination.child, to: &paths)
  appendActionPath(\Presenting9.Action.AllCasePaths.destination.child, to: &paths)
  appendActionPath(\Presenting8.Action.AllCasePaths.destination.child, to: &paths)
  appendActionPath(\Presenting7.Action.AllCasePaths.destination.child, to: &paths)
  appendActionPath(\Presenting6.Action.AllCasePaths.destination.child, to: &paths)
  appendActionPath(\Presenting5.Action.AllCasePaths.destination.child, to: &paths)
  appendActionPath(\Presenting4.Action.AllCasePaths.destination.child, to: &paths)
  appendActionPath(\Presenting3.Action.AllCasePaths.destination.child, to: &paths)
  appendActionPath(\Presenting2.Action.AllCasePaths.destination.child, to: &paths)
  appendActionPath(\Presenting1.Action.AllCasePaths.destination.child, to: &paths)
}

/// The twenty key paths `scopeSheets` evaluates: `\.child` and `\.child.presented` at each of the
/// ten levels.
func sheetScopeKeyPaths() -> [AnyKeyPath] {
  var paths: [AnyKeyPath] = []
  paths.reserveCapacity(20)
  appendSheetStatePaths(to: &paths)
  appendSheetActionPaths(to: &paths)
  return paths
}

/// The ten state key paths `scopeSheets` evaluates, `\.child` at each level.
func sheetStateKeyPaths() -> [AnyKeyPath] {
  var paths: [AnyKeyPath] = []
  paths.reserveCapacity(10)
  appendSheetStatePaths(to: &paths)
  return paths
}

/// The ten action key paths `scopeSheets` evaluates, `\.child.presented` at each level.
func sheetActionKeyPaths() -> [AnyKeyPath] {
  var paths: [AnyKeyPath] = []
  paths.reserveCapacity(10)
  appendSheetActionPaths(to: &paths)
  return paths
}

/// `\.child` of each level of `scopeSheets`, added to `paths`.
@inline(__always)
func appendSheetStatePaths(to paths: inout [AnyKeyPath]) {
  appendStatePath(\Sheet10.State.child, to: &paths)
  appendStatePath(\Sheet9.State.child, to: &paths)
  appendStatePath(\Sheet8.State.child, to: &paths)
  appendStatePath(\Sheet7.State.child, to: &paths)
  appendStatePath(\Sheet6.State.child, to: &paths)
  appendStatePath(\Sheet5.State.child, to: &paths)
  appendStatePath(\Sheet4.State.child, to: &paths)
  appendStatePath(\Sheet3.State.child, to: &paths)
  appendStatePath(\Sheet2.State.child, to: &paths)
  appendStatePath(\Sheet1.State.child, to: &paths)
}

/// `\.child.presented` of each level of `scopeSheets`, added to `paths`.
@inline(__always)
func appendSheetActionPaths(to paths: inout [AnyKeyPath]) {
  appendActionPath(\Sheet10.Action.AllCasePaths.child.presented, to: &paths)
  appendActionPath(\Sheet9.Action.AllCasePaths.child.presented, to: &paths)
  appendActionPath(\Sheet8.Action.AllCasePaths.child.presented, to: &paths)
  appendActionPath(\Sheet7.Action.AllCasePaths.child.presented, to: &paths)
  appendActionPath(\Sheet6.Action.AllCasePaths.child.presented, to: &paths)
  appendActionPath(\Sheet5.Action.AllCasePaths.child.presented, to: &paths)
  appendActionPath(\Sheet4.Action.AllCasePaths.child.presented, to: &paths)
  appendActionPath(\Sheet3.Action.AllCasePaths.child.presented, to: &paths)
  appendActionPath(\Sheet2.Action.AllCasePaths.child.presented, to: &paths)
  appendActionPath(\Sheet1.Action.AllCasePaths.child.presented, to: &paths)
}
