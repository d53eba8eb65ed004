import Composable

/// One million mixed actions against one store, as a running app sends them: with a "view" that
/// keeps asking for the stores of the rows and of the presented destination. Prints the live
/// stores, the registered cancellations and the resident memory at the start and the end, and
/// returns whether the first two came back to where they started (memory is reported: the
/// allocator keeps some pages it freed).
@MainActor
func soak(actions: Int = 1_000_000) async -> Bool {
  let liveRows = 50
  let store = Store(initialState: Soak.State()) { Soak() }
  for _ in 0..<liveRows { store.send(.addRow) }
  // The view: a list of the rows, and the destination while it is there.
  func showRows() -> StoreOf<Counter>? {
    var last: StoreOf<Counter>?
    for row in store.scope(state: \.rows, action: \.rows) { last = row }
    return last
  }
  func showDestination() -> StoreOf<Leaf>? {
    store.scope(state: \.destination?.leaf, action: \.destination.leaf)
  }
  _ = showRows()
  _ = showDestination()

  func report(_ moment: String) -> (stores: Int, cancellations: Int) {
    let stores = StoreCensus.liveStores
    let cancellations = store._registeredEffectCount
    let resident = residentBytes().map { String(format: "%.1f MB", Double($0) / 1e6) } ?? "n/a"
    let peak = String(format: "%.1f MB", Double(peakResidentBytes()) / 1e6)
    print(
      "\(moment): live stores \(stores), registered cancellations \(cancellations), "
        + "resident memory \(resident) (peak \(peak))")
    return (stores, cancellations)
  }
  let start = report("start")

  // Eleven actions per cycle.
  let cycles = actions / 11
  for cycle in 0..<cycles {
    store.send(.addRow)
    showRows()?.send(.increment)
    store.send(.removeOldestRow)
    store.send(.present)
    showDestination()?.send(.increment)
    store.send(.destination(.dismiss))
    _ = showDestination()
    store.send(.pushRoute)
    store.send(.router(.routeAction(id: 1, action: .counter(.increment))))
    store.send(.popRoute)
    store.send(.startEffect)
    store.send(.cancelEffect)
    // Cancelled effects finish (and leave the registry) when their tasks run.
    if cycle % 64 == 0 { await Task.yield() }
  }
  while store._registeredEffectCount > 0 || store._runningEffectCount > 0 {
    await Task.yield()
  }
  _ = showRows()
  let end = report("end after \(cycles * 11) actions")
  return end == start
}
