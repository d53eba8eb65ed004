import ComposableTesting
import Testing

/// `receive` with a `/Action.case` case path.
@MainActor
@Suite struct ReceiveAnyCasePathTests {
  @available(*, deprecated)
  @Test func receivesAnActionOfTheCase() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    await store.receive(/Effects.Action.chained) { $0.log = ["chain", "a"] }
    await store.receive(/Effects.Action.chained) { $0.log = ["chain", "a", "b"] }
  }

  @available(*, deprecated)
  @Test func reportsAnActionOfAnotherCase() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.chain) { $0.log = ["chain"] }
    await withKnownIssue {
      await store.receive(/Effects.Action.response)
    }
    await store.receive(/Effects.Action.chained) { $0.log = ["chain", "a", "b"] }
  }
}
