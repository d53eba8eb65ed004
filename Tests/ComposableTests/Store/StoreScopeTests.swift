import Composable
import Testing

@MainActor
@Suite struct StoreScopeTests {
  @Test func aScopedStoreReadsAndSendsThroughItsParent() {
    let store = Store(initialState: RowList.State(child: Row.State(id: 3))) { RowList() }
    let child = store.scope(state: \.child, action: \.child)
    #expect(child != nil)
    child?.send(.tick)
    #expect(store.child?.ticks == 1)
    #expect(child?.ticks == 1)
  }

  @Test func optionalScopeIsNilWhileStateIsNil() {
    let store = Store(initialState: RowList.State()) { RowList() }
    #expect(store.scope(state: \.child, action: \.child) == nil)
  }

  @Test func scopesAreCached() {
    let store = Store(initialState: RowList.State(child: Row.State(id: 3))) { RowList() }
    let first = store.scope(state: \.child, action: \.child)
    let second = store.scope(state: \.child, action: \.child)
    #expect(first === second)
  }

  @Test func rowStoresFollowTheIdentifiedArray() {
    let store = Store(initialState: RowList.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      RowList()
    }
    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(rows.count == 2)
    #expect(rows.map(\.id) == [1, 2])
    rows[1].send(.tick)
    #expect(store.rows[id: 2]?.ticks == 1)
    #expect(rows[id: 2]?.ticks == 1)
    #expect(rows[id: 5] == nil)
  }

  @Test func aChildStoreKeepsItsLastStateAfterTheChildGoesAway() {
    let store = Store(initialState: RowList.State(child: Row.State(id: 3, ticks: 4))) { RowList() }
    let child = store.scope(state: \.child, action: \.child)!
    store.send(.dismissChild)
    #expect(child.ticks == 4)
  }

  @Test func aRowRemovedAfterTheCollectionWasMadeStillGetsAStore() {
    let store = Store(
      initialState: RowList.State(rows: [Row.State(id: 1), Row.State(id: 2, ticks: 7)])
    ) {
      RowList()
    }
    let rows = store.scope(state: \.rows, action: \.rows)
    store.send(.remove(2))
    let removed = rows[1]  // never opened before the row went away
    #expect(removed.ticks == 7)
    withKnownIssue {
      removed.send(.tick)
    }
    #expect(store.rows.map(\.id) == [1])
  }
}
