import ComposableTesting
import Testing

@MainActor
struct AssertTests {
  @Test func assertChecksTheCurrentState() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.set(3)) {
      $0.count = 3
      $0.isEven = false
    }
    store.assert {
      $0.count = 3
    }
    let line = #line + 2
    let issues = await recordIssues {
      store.assert {
        $0.count = 4
      }
    }
    #expect(issues.first?.line == line)
    #expect(
      issues.map(\.message) == [
        """
        A state change does not match expectation: …

              Counter.State(
            −   count: 4,
            +   count: 3,
                isEven: false
              )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func assertSeesActionsNotYetReceivedInNonExhaustiveTests() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    store.exhaustivity = .off
    await store.send(.chain)
    store.assert {
      $0.log = ["chain", "a", "b"]
    }
  }
}
