import Composable
import ComposableCoordinators

/// The operations of the navigation scenarios, each set up and ready to run a given number of
/// times: shared by the timed table and by `profile`, so that callgrind counts the very loop the
/// table times.
@MainActor
func navigationOperation(_ name: String) -> ((Int) -> Void)? {
  switch name {
  case "destination-send":
    let store = Store(initialState: presentingState()) { Presenting10() }
    let leaf = scopeDestinations(store)
    return { n in for _ in 0..<n { leaf.send(.increment) } }
  case "destination-read":
    let store = Store(initialState: presentingState()) { Presenting10() }
    let leaf = scopeDestinations(store)
    return { n in
      for _ in 0..<n {
        blackHole(leaf.state)
        blackHole(leaf.count)
      }
    }
  case "destination-create":
    return { n in
      for _ in 0..<n {
        let store = Store(initialState: presentingState()) { Presenting10() }
        blackHole(scopeDestinations(store))
      }
    }
  case "destination-store":
    return { n in
      for _ in 0..<n { blackHole(Store(initialState: presentingState()) { Presenting10() }) }
    }
  case "destination-keypaths":
    return { n in for _ in 0..<n { blackHole(destinationScopeKeyPaths()) } }
  case "destination-state-keypaths":
    return { n in for _ in 0..<n { blackHole(destinationStateKeyPaths()) } }
  case "destination-action-keypaths":
    return { n in for _ in 0..<n { blackHole(destinationActionKeyPaths()) } }
  case "destination-root-send":
    let store = Store(initialState: presentingState()) { Presenting10() }
    let action = tenDeepDestinationAction()
    return { n in for _ in 0..<n { store.send(action) } }
  case "sheet-send":
    let store = Store(initialState: sheetState()) { Sheet10() }
    let leaf = scopeSheets(store)
    return { n in for _ in 0..<n { leaf.send(.increment) } }
  case "sheet-read":
    let store = Store(initialState: sheetState()) { Sheet10() }
    let leaf = scopeSheets(store)
    return { n in
      for _ in 0..<n {
        blackHole(leaf.state)
        blackHole(leaf.count)
      }
    }
  case "sheet-create":
    return { n in
      for _ in 0..<n {
        let store = Store(initialState: sheetState()) { Sheet10() }
        blackHole(scopeSheets(store))
      }
    }
  case "sheet-store":
    return { n in for _ in 0..<n { blackHole(Store(initialState: sheetState()) { Sheet10() }) } }
  case "sheet-keypaths":
    return { n in for _ in 0..<n { blackHole(sheetScopeKeyPaths()) } }
  case "sheet-state-keypaths":
    return { n in for _ in 0..<n { blackHole(sheetStateKeyPaths()) } }
  case "sheet-action-keypaths":
    return { n in for _ in 0..<n { blackHole(sheetActionKeyPaths()) } }
  case "destination-action-floor":
    return { n in for _ in 0..<n { blackHole(leafAction(of: tenDeepDestinationAction())) } }
  case "sheet-action-floor":
    return { n in for _ in 0..<n { blackHole(leafAction(of: tenDeepSheetAction())) } }
  case "optional-destination-send":
    let store = Store(initialState: optionalDestinationState()) { OptionalDestination10() }
    let leaf = scopeOptionalDestinations(store)
    return { n in for _ in 0..<n { leaf.send(.increment) } }
  case "optional-destination-root-send":
    let store = Store(initialState: optionalDestinationState()) { OptionalDestination10() }
    let action = tenDeepOptionalDestinationAction()
    return { n in for _ in 0..<n { store.send(action) } }
  case "paired-send":
    let store = Store(initialState: pairedState()) { Paired20() }
    let leaf = scopePaired(store)
    return { n in for _ in 0..<n { leaf.send(.increment) } }
  case "paired-root-send":
    let store = Store(initialState: pairedState()) { Paired20() }
    let action = twentyDeepPairedAction()
    return { n in for _ in 0..<n { store.send(action) } }
  case "boxed-send":
    let store = Store(initialState: boxedState()) { Boxed10() }
    let leaf = scopeBoxed(store)
    return { n in for _ in 0..<n { leaf.send(.increment) } }
  case "stack-send-1k": return stackSend(count: 1_000)
  case "stack-send-10k": return stackSend(count: 10_000)
  case "stack-store-send-1k": return stackStoreSend(count: 1_000)
  case "stack-store-send-10k": return stackStoreSend(count: 10_000)
  case "routes-send-100": return indexedRouteSend(count: 100)
  case "routes-send-1k": return indexedRouteSend(count: 1_000)
  case "routes-id-send-100": return identifiedRouteSend(count: 100)
  case "routes-id-send-1k": return identifiedRouteSend(count: 1_000)
  case "routes-frame-100": return terminalRouterFrame(count: 100)
  default:
    guard let (first, second) = alternatingOperations(name) else { return nil }
    return { n in
      for _ in 0..<n {
        first()
        second()
      }
    }
  }
}

/// Scenarios of two operations that undo each other (a push and a pop), so that the state stays
/// the same size however long they run: each is timed on its own in the table.
@MainActor
func alternatingOperations(_ name: String) -> (() -> Void, () -> Void)? {
  switch name {
  case "stack-push-pop":
    let store = Store(initialState: stackState(count: 1_000)) { StackFeature() }
    var generation = 1_000_000
    return (
      {
        generation += 1
        let id = StackElementID(generation: generation)
        store.send(.path(.push(id: id, state: .counter(Counter.State(id: generation)))))
      },
      { store.send(.path(.popFrom(id: StackElementID(generation: generation)))) }
    )
  case "stack-append-remove":
    let store = Store(initialState: stackState(count: 1_000)) { StackFeature() }
    return ({ store.send(.appendTapped) }, { store.send(.removeLastTapped) })
  case "routes-push-pop":
    let store = Store(initialState: IndexedCoordinator.State(routes: routes(count: 100))) {
      IndexedCoordinator()
    }
    return ({ store.send(.pushTapped(id: 100)) }, { store.send(.popTapped) })
  case "routes-update":
    let all = routes(count: 100)
    let fewer = Array(all.dropLast())
    let store = Store(initialState: IndexedCoordinator.State(routes: all)) {
      IndexedCoordinator()
    }
    return (
      { store.send(.router(.updateRoutes(fewer))) }, { store.send(.router(.updateRoutes(all))) }
    )
  case "alert":
    let store = Store(initialState: AlertFeature.State()) { AlertFeature() }
    return (
      { store.send(.deleteTapped) }, { store.send(.alert(.presented(.confirmDeletion))) }
    )
  default:
    return nil
  }
}

/// Scopes the presented-destination chain down to its leaf, as views do:
/// `store.scope(state: \.destination?.child, action: \.destination.child)` at every level.
@MainActor
func scopeDestinations(_ store: StoreOf<Presenting10>) -> StoreOf<Leaf> {
  let s9 = store.scope(state: \.destination?.child, action: \.destination.child)!
  let s8 = s9.scope(state: \.destination?.child, action: \.destination.child)!
  let s7 = s8.scope(state: \.destination?.child, action: \.destination.child)!
  let s6 = s7.scope(state: \.destination?.child, action: \.destination.child)!
  let s5 = s6.scope(state: \.destination?.child, action: \.destination.child)!
  let s4 = s5.scope(state: \.destination?.child, action: \.destination.child)!
  let s3 = s4.scope(state: \.destination?.child, action: \.destination.child)!
  let s2 = s3.scope(state: \.destination?.child, action: \.destination.child)!
  let s1 = s2.scope(state: \.destination?.child, action: \.destination.child)!
  return s1.scope(state: \.destination?.child, action: \.destination.child)!
}

/// Scopes the presented-children chain down to its leaf:
/// `store.scope(state: \.child, action: \.child.presented)` at every level.
@MainActor
func scopeSheets(_ store: StoreOf<Sheet10>) -> StoreOf<Leaf> {
  let s9 = store.scope(state: \.child, action: \.child.presented)!
  let s8 = s9.scope(state: \.child, action: \.child.presented)!
  let s7 = s8.scope(state: \.child, action: \.child.presented)!
  let s6 = s7.scope(state: \.child, action: \.child.presented)!
  let s5 = s6.scope(state: \.child, action: \.child.presented)!
  let s4 = s5.scope(state: \.child, action: \.child.presented)!
  let s3 = s4.scope(state: \.child, action: \.child.presented)!
  let s2 = s3.scope(state: \.child, action: \.child.presented)!
  let s1 = s2.scope(state: \.child, action: \.child.presented)!
  return s1.scope(state: \.child, action: \.child.presented)!
}

/// Sends to elements of a stack of `count` counters spread over the whole stack.
@MainActor
func stackSend(count: Int) -> (Int) -> Void {
  let store = Store(initialState: stackState(count: count)) { StackFeature() }
  var index = 0
  return { n in
    for _ in 0..<n {
      store.send(
        .path(.element(id: StackElementID(generation: index), action: .counter(.increment))))
      index = (index + 7919) % count
    }
  }
}

/// Sends from the stores of elements of a stack of `count` counters, spread over the whole stack:
/// each scoped as a view scopes it, `store.scope(state: \.path, action: \.path)`, then the
/// element by id, then its case.
@MainActor
func stackStoreSend(count: Int) -> (Int) -> Void {
  let store = Store(initialState: stackState(count: count)) { StackFeature() }
  let path = store.scope(state: \.path, action: \.path)
  let stores = stride(from: 0, to: count, by: max(count / 100, 1)).map { generation in
    let id = StackElementID(generation: generation)
    return path.scope(state: \.[id: id], action: \.[id: id])!
      .scope(state: \.counter, action: \.counter)!
  }
  var index = 0
  return { n in
    for _ in 0..<n {
      stores[index].send(.increment)
      index = (index + 37) % stores.count
    }
  }
}

/// Sends to screens of an indexed coordinator with `count` routes, spread over all of them.
@MainActor
func indexedRouteSend(count: Int) -> (Int) -> Void {
  let store = Store(initialState: IndexedCoordinator.State(routes: routes(count: count))) {
    IndexedCoordinator()
  }
  var index = 0
  return { n in
    for _ in 0..<n {
      store.send(.router(.routeAction(id: index, action: .counter(.increment))))
      index = (index + 7919) % count
    }
  }
}

/// Sends to screens of an identified coordinator with `count` routes, spread over all of them.
@MainActor
func identifiedRouteSend(count: Int) -> (Int) -> Void {
  let initial = IdentifiedCoordinator.State(
    routes: IdentifiedArray(uniqueElements: routes(count: count)))
  let store = Store(initialState: initial) { IdentifiedCoordinator() }
  var index = 0
  return { n in
    for _ in 0..<n {
      store.send(.router(.routeAction(id: index, action: .counter(.increment))))
      index = (index + 7919) % count
    }
  }
}
