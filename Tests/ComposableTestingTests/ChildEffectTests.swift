import ComposableTesting
import Testing

@MainActor
struct ChildEffectTests {
  @Test func removingAForEachRowCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Parent.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])
    ) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.rows(.element(id: 1, action: .start)))
    await store.send(.rows(.element(id: 2, action: .start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 1, action: .tick))) {
      $0.rows[id: 1]?.ticks = 1
    }
    await store.receive(.rows(.element(id: 2, action: .tick))) {
      $0.rows[id: 2]?.ticks = 1
    }

    await store.send(.removeRow(1)) {
      $0.rows.remove(id: 1)
    }
    // Only row 2 is still ticking.
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) {
      $0.rows[id: 2]?.ticks = 2
    }

    await store.send(.removeRow(2)) {
      $0.rows.remove(id: 2)
    }
    // No effect left: the test ends without "still running" failures.
  }

  @Test func aForEachRowThatStaysKeepsRunning() async {
    let clock = TestClock()
    let issues = await recordIssues {
      let store = TestStore(initialState: Parent.State(rows: [Ticker.State(id: 1)])) {
        Parent()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.rows(.element(id: 1, action: .start)))
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("An effect returned for this action is still running.")
        == true
    )
  }

  @Test func nilingAnIfLetChildCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(child: Ticker.State(id: 0))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) {
      $0.child?.ticks = 1
    }
    await store.send(.dismissChild) {
      $0.child = nil
    }
    await clock.advance(by: .seconds(3))
  }
}
