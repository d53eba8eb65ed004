import Composable
import Testing

/// `store.scope(state:action:)` with a `/Action.case` case path.
@MainActor
@Suite struct StoreScopeAnyCasePathTests {
  @available(*, deprecated)
  @Test func scopesToAStoredChild() {
    typealias Profile = AnyCasePathFixtures.Profile
    let store = Store(initialState: Profile.State()) { Profile() }
    let child = store.scope(state: \.child, action: /Profile.Action.child)
    child.send(.increment)
    #expect(child.count == 1)
    #expect(store.state.child.count == 1)
  }

  @available(*, deprecated)
  @Test func scopesToAnOptionalChildWhileItIsThere() {
    typealias Parent = AnyCasePathFixtures.Optional
    let store = Store(initialState: Parent.State()) { Parent() }
    let absent: Store<AnyCasePathFixtures.Child.State, AnyCasePathFixtures.Child.Action>? =
      store.scope(state: \.child, action: /Parent.Action.child)
    #expect(absent == nil)

    store.send(.present)
    let child: Store<AnyCasePathFixtures.Child.State, AnyCasePathFixtures.Child.Action>? =
      store.scope(state: \.child, action: /Parent.Action.child)
    child?.send(.increment)
    #expect(child?.count == 1)
    #expect(store.state.child?.count == 1)
    #expect(store.state.seen == [1])
  }
}
