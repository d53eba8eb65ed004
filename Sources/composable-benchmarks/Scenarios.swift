import Composable
import ComposableTesting
import Observation

/// Scopes a deep store down ten levels to the counter at the bottom.
@MainActor
func scopeTenLevels(_ store: StoreOf<L10>) -> StoreOf<Counter> {
  let s9 = store.scope(state: \.child, action: \.child)!
  let s8 = s9.scope(state: \.child, action: \.child)!
  let s7 = s8.scope(state: \.child, action: \.child)!
  let s6 = s7.scope(state: \.child, action: \.child)!
  let s5 = s6.scope(state: \.child, action: \.child)!
  let s4 = s5.scope(state: \.child, action: \.child)!
  let s3 = s4.scope(state: \.child, action: \.child)!
  let s2 = s3.scope(state: \.child, action: \.child)!
  let s1 = s2.scope(state: \.child, action: \.child)!
  return s1.scope(state: \.child, action: \.child)!
}

/// The key paths of `scopeTenLevels`, with the actions' as `CaseKeyPath` values built once: what
/// scoping costs through the overload for case key paths held in variables (a literal picks the
/// one taking a key path into `AllCasePaths`).
struct TenLevelPaths: @unchecked Sendable {  // key paths are immutable
  let s10 = \L10.State.child, a10: CaseKeyPath<L10.Action, L9.Action> = \.child
  let s9 = \L9.State.child, a9: CaseKeyPath<L9.Action, L8.Action> = \.child
  let s8 = \L8.State.child, a8: CaseKeyPath<L8.Action, L7.Action> = \.child
  let s7 = \L7.State.child, a7: CaseKeyPath<L7.Action, L6.Action> = \.child
  let s6 = \L6.State.child, a6: CaseKeyPath<L6.Action, L5.Action> = \.child
  let s5 = \L5.State.child, a5: CaseKeyPath<L5.Action, L4.Action> = \.child
  let s4 = \L4.State.child, a4: CaseKeyPath<L4.Action, L3.Action> = \.child
  let s3 = \L3.State.child, a3: CaseKeyPath<L3.Action, L2.Action> = \.child
  let s2 = \L2.State.child, a2: CaseKeyPath<L2.Action, L1.Action> = \.child
  let s1 = \L1.State.child, a1: CaseKeyPath<L1.Action, Counter.Action> = \.child
}

/// `scopeTenLevels` with key paths built beforehand, scoping through the `CaseKeyPath` overloads.
@MainActor
func scopeTenLevels(_ store: StoreOf<L10>, paths p: TenLevelPaths) -> StoreOf<Counter> {
  let s9 = store.scope(state: p.s10, action: p.a10)!
  let s8 = s9.scope(state: p.s9, action: p.a9)!
  let s7 = s8.scope(state: p.s8, action: p.a8)!
  let s6 = s7.scope(state: p.s7, action: p.a7)!
  let s5 = s6.scope(state: p.s6, action: p.a6)!
  let s4 = s5.scope(state: p.s5, action: p.a5)!
  let s3 = s4.scope(state: p.s4, action: p.a4)!
  let s2 = s3.scope(state: p.s3, action: p.a3)!
  let s1 = s2.scope(state: p.s2, action: p.a2)!
  return s1.scope(state: p.s1, action: p.a1)!
}

@MainActor
func runScenarios(only filters: [String]) async -> [Row] {
  var rows: [Row] = []
  func selected(_ group: String) -> Bool {
    filters.isEmpty || filters.contains(group)
  }

  // Root send, and its floor: the same reducer on an inout state.
  var rootSend = Double.nan
  var rootRead = Double.nan
  // The deep targets are relative to these, so they run with the deep group too.
  if ["root", "deep", "presents", "routes", "recording"].contains(where: selected) {
    let counterStore = Store(initialState: Counter.State()) { Counter() }
    rootSend = measure(iterations: 200_000) { n in
      for _ in 0..<n { counterStore.send(.increment) }
    }
    var direct = Counter.State()
    let reducer = Counter()
    let rootFloor = measure(iterations: 200_000) { n in
      for _ in 0..<n { blackHole(reducer.reduce(into: &direct, action: .increment)) }
    }
    rows.append(
      Row(
        scenario: "root send (increment)", median: rootSend, floor: rootFloor, target: "< 1 µs",
        met: rootSend < 1000))

    rootRead = measure(iterations: 500_000) { n in
      for _ in 0..<n {
        blackHole(counterStore.state)
        blackHole(counterStore.count)
      }
    }
    let readFloor = measure(iterations: 500_000) { n in
      for _ in 0..<n {
        blackHole(direct)
        blackHole(direct.count)
      }
    }
    rows.append(
      Row(
        scenario: "root read (state + count)", median: rootRead, floor: readFloor,
        target: "< 100 ns", met: rootRead < 100))
  }
  if selected("recording") {
    rows += recordingScenarios(reference: rootSend)
  }

  // Ten levels of optional children.
  if selected("deep") {
    let deepStore = Store(initialState: deepState()) { deepReducer() }
    let leaf = scopeTenLevels(deepStore)
    let deepSend = measure(iterations: 50_000) { n in
      for _ in 0..<n { leaf.send(.increment) }
    }
    var deepDirect = deepState()
    let deep = deepReducer()
    let deepAction = L10.Action.child(
      .child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))
    let deepFloor = measure(iterations: 50_000) { n in
      for _ in 0..<n { blackHole(deep.reduce(into: &deepDirect, action: deepAction)) }
    }
    rows.append(
      Row(
        scenario: "send, 10-deep ifLet scope", median: deepSend, floor: deepFloor,
        target: "≤ 4× root send (\(format(4 * rootSend)))",
        met: deepSend <= 4 * rootSend))

    let deepRead = measure(iterations: 200_000) { n in
      for _ in 0..<n {
        blackHole(leaf.state)
        blackHole(leaf.count)
      }
    }
    rows.append(
      Row(
        scenario: "read, 10-deep ifLet scope", median: deepRead, floor: nil,
        target: "≤ 10× root read (\(format(10 * rootRead)))",
        met: deepRead <= 10 * rootRead))

    let deepCreate = measure(iterations: 2_000) { n in
      for _ in 0..<n {
        let store = Store(initialState: deepState()) { deepReducer() }
        blackHole(scopeTenLevels(store))
      }
    }
    let storeOnly = measure(iterations: 2_000) { n in
      for _ in 0..<n {
        blackHole(Store(initialState: deepState()) { deepReducer() })
      }
    }
    let scopeCreation = max(deepCreate - storeOnly, 0)
    rows.append(
      Row(
        scenario: "create 10-deep scope", median: scopeCreation, floor: nil, target: "< 20 µs",
        met: scopeCreation < 20_000))
    let paths = TenLevelPaths()
    let deepCreateBuiltPaths = measure(iterations: 2_000) { n in
      for _ in 0..<n {
        let store = Store(initialState: deepState()) { deepReducer() }
        blackHole(scopeTenLevels(store, paths: paths))
      }
    }
    let caseKeyPathCreation = max(deepCreateBuiltPaths - storeOnly, 0)
    rows.append(
      Row(
        scenario: "  with CaseKeyPath values built beforehand", median: caseKeyPathCreation,
        floor: nil, target: "(information)", met: true))
  }

  // forEach rows.
  if selected("rows") {
    func rowSend(rows count: Int, observeRowStores: Bool) -> Double {
      let store = Store(initialState: listState(rows: count)) { List() }
      var observed: [StoreOf<Counter>] = []
      if observeRowStores {
        for row in store.scope(state: \.rows, action: \.rows) {
          observed.append(row)
          withObservationTracking {
            _ = row.count
          } onChange: {
          }
        }
      }
      let ids = Array(0..<count)
      var index = 0
      let result = measure(iterations: 20_000) { n in
        for _ in 0..<n {
          store.send(.rows(.element(id: ids[index], action: .increment)))
          index = (index + 7919) % count
        }
      }
      blackHole(observed)
      return result
    }
    let rows1k = rowSend(rows: 1_000, observeRowStores: false)
    var listDirect = listState(rows: 1_000)
    let list = List()
    let rowFloor = measure(iterations: 20_000) { n in
      for i in 0..<n {
        blackHole(
          list.reduce(into: &listDirect, action: .rows(.element(id: i % 1_000, action: .increment)))
        )
      }
    }
    rows.append(
      Row(
        scenario: "row send, 1,000 rows", median: rows1k, floor: rowFloor, target: "< 5 µs",
        met: rows1k < 5_000))
    let rows10k = rowSend(rows: 10_000, observeRowStores: false)
    rows.append(
      Row(
        scenario: "row send, 10,000 rows", median: rows10k, floor: nil,
        target: "≤ 3× 1,000 rows (\(format(3 * rows1k)))", met: rows10k <= 3 * rows1k))
    let rowsObserved = rowSend(rows: 1_000, observeRowStores: true)
    rows.append(
      Row(
        scenario: "row send, 1,000 observed row stores", median: rowsObserved, floor: nil,
        target: "≤ 3× no row stores (\(format(3 * rows1k)))", met: rowsObserved <= 3 * rows1k))
  }

  rows += navigationRows(selected: selected, rootSend: rootSend, rootRead: rootRead)

  // TestStore.
  if selected("teststore") {
    let testStoreSend = await measureTestStore()
    rows.append(
      Row(
        scenario: "TestStore.send + assertion", median: testStoreSend, floor: nil,
        target: "< 20 µs", met: testStoreSend < 20_000))
  }
  return rows
}

@MainActor
func measureTestStore() async -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  let steps = 2_000
  for _ in 0..<7 {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let elapsed = await clock.measure {
      for _ in 0..<steps {
        await store.send(.increment) { $0.count += 1 }
      }
    }
    let nanoseconds =
      Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    samples.append(nanoseconds / Double(steps))
  }
  samples.sort()
  return samples[samples.count / 2]
}
