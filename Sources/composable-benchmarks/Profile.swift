import Composable
import ComposableTesting

/// Runs one scenario's loop a fixed number of times without timing it, for
/// `valgrind --tool=callgrind composable-benchmarks profile <scenario> <count>`.
@MainActor
func profile(_ scenario: String, count: Int) async {
  switch scenario {
  case "root-send":
    let store = Store(initialState: Counter.State()) { Counter() }
    for _ in 0..<count { store.send(.increment) }
  case "root-read":
    let store = Store(initialState: Counter.State()) { Counter() }
    for _ in 0..<count { blackHole(store.count) }
  case "deep-send":
    let store = Store(initialState: deepState()) { deepReducer() }
    let leaf = scopeTenLevels(store)
    for _ in 0..<count { leaf.send(.increment) }
  case "deep-read":
    let store = Store(initialState: deepState()) { deepReducer() }
    let leaf = scopeTenLevels(store)
    for _ in 0..<count { blackHole(leaf.count) }
  case "deep-create":
    for _ in 0..<count {
      let store = Store(initialState: deepState()) { deepReducer() }
      blackHole(scopeTenLevels(store))
    }
  case "deep-create-paths":
    let paths = TenLevelPaths()
    for _ in 0..<count {
      let store = Store(initialState: deepState()) { deepReducer() }
      blackHole(scopeTenLevels(store, paths: paths))
    }
  case "deep-reduce":
    var state = deepState()
    let action = L10.Action.child(
      .child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))
    for _ in 0..<count { blackHole(L10().reduce(into: &state, action: action)) }
  case "row-send":
    let store = Store(initialState: listState(rows: 1_000)) { List() }
    for i in 0..<count { store.send(.rows(.element(id: i % 1_000, action: .increment))) }
  case "teststore":
    let store = TestStore(initialState: Counter.State()) { Counter() }
    for _ in 0..<count { await store.send(.increment) { $0.count += 1 } }
  default:
    guard let operation = navigationOperation(scenario) else {
      print("unknown scenario \(scenario)")
      return
    }
    operation(count)
  }
}
