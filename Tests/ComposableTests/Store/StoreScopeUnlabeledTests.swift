import Composable
import Testing

/// A parent with a stored child, an optional child, rows and a child in a case of its state,
/// scoped with the spellings that leave out the `state:` label.
@Reducer
struct UnlabeledParent {
  @ObservableState
  struct State: Equatable {
    var child = Row.State(id: 0)
    var optionalChild: Row.State?
    var rows: IdentifiedArrayOf<Row.State> = []
    var phase = Phase.idle
  }

  @CasePathable
  enum Phase: Equatable {
    case idle
    case running(Row.State)
  }

  enum Action: Equatable {
    case child(Row.Action)
    case optionalChild(Row.Action)
    case rows(IdentifiedActionOf<Row>)
    case running(Row.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(\.child, action: \.child) {
      Row()
    }
    Scope(\.phase, action: \.self) {
      Scope(\.running, action: \.running) {
        Row()
      }
    }
    EmptyReducer()
      .ifLet(\.optionalChild, action: \.optionalChild) { Row() }
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

@MainActor
@Suite struct StoreScopeUnlabeledTests {
  @Test func scopeToAStoredChildIsTheLabeledScope() {
    let store = Store(initialState: UnlabeledParent.State()) { UnlabeledParent() }
    let child = store.scope(\.child, action: \.child)
    #expect(child === store.scope(state: \.child, action: \.child))
    child.send(.tick)
    #expect(store.child.ticks == 1)
  }

  @Test func scopeToAnOptionalChildFollowsIt() {
    let store = Store(initialState: UnlabeledParent.State()) { UnlabeledParent() }
    #expect(store.scope(\.optionalChild, action: \.optionalChild) == nil)

    let present = Store(initialState: UnlabeledParent.State(optionalChild: Row.State(id: 4))) {
      UnlabeledParent()
    }
    let child = present.scope(\.optionalChild, action: \.optionalChild)
    #expect(child === present.scope(state: \.optionalChild, action: \.optionalChild))
    child?.send(.tick)
    #expect(present.optionalChild?.ticks == 1)
  }

  @Test func scopeToRowsGivesARowStoreEach() {
    let store = Store(
      initialState: UnlabeledParent.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    ) {
      UnlabeledParent()
    }
    let rows = store.scope(\.rows, action: \.rows)
    #expect(rows.map(\.id) == [1, 2])
    rows[1].send(.tick)
    #expect(store.rows[id: 2]?.ticks == 1)
  }

  @Test func caseKeyPathValuesPickTheDisfavoredOverloads() {
    let store = Store(
      initialState: UnlabeledParent.State(optionalChild: Row.State(id: 4), rows: [Row.State(id: 1)])
    ) {
      UnlabeledParent()
    }
    let childPath: CaseKeyPath<UnlabeledParent.Action, Row.Action> = \.child
    let optionalPath: CaseKeyPath<UnlabeledParent.Action, Row.Action> = \.optionalChild
    let rowsPath: CaseKeyPath<UnlabeledParent.Action, IdentifiedActionOf<Row>> = \.rows

    store.scope(\.child, action: childPath).send(.tick)
    store.scope(\.optionalChild, action: optionalPath)?.send(.tick)
    store.scope(\.rows, action: rowsPath)[0].send(.tick)
    #expect(store.child.ticks == 1)
    #expect(store.optionalChild?.ticks == 1)
    #expect(store.rows[id: 1]?.ticks == 1)
  }

  @Test func unlabeledScopeReducersRunTheirChildren() {
    let store = Store(initialState: UnlabeledParent.State(phase: .running(Row.State(id: 7)))) {
      UnlabeledParent()
    }
    store.send(.child(.tick))
    store.send(.running(.tick))
    #expect(store.child.ticks == 1)
    #expect(store.phase == .running(Row.State(id: 7, ticks: 1)))
  }
}
