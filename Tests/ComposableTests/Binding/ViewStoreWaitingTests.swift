import Composable
import TestHelpers
import Testing

/// `ViewStore.send(_:while:)` and `yield(while:)`: wait for the state, as a `refreshable` does.
@MainActor
@Suite struct ViewStoreWaitingTests {
  struct Refresh: Reducer {
    struct State: Equatable {
      var isLoading = false
      var refreshes = 0
    }

    enum Action: Equatable {
      case refresh
      case loaded
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .refresh:
        state.isLoading = true
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.loaded)
        }
      case .loaded:
        state.isLoading = false
        state.refreshes += 1
        return .none
      }
    }
  }

  private func viewStore(clock: TestClock<Duration>) -> ViewStore<Refresh.State, Refresh.Action> {
    let store = Store(initialState: Refresh.State()) {
      Refresh()
    } withDependencies: {
      $0.continuousClock = clock
    }
    return ViewStore(store, observe: { $0 }, removeDuplicates: ==)
  }

  @Test func sendWhileReturnsOnceThePredicateStopsHolding() async {
    let clock = TestClock()
    let viewStore = self.viewStore(clock: clock)
    let returned = LockIsolated(false)
    let refresh = Task {
      await viewStore.send(.refresh, while: \.isLoading)
      returned.setValue(true)
    }
    await untilSleeping(on: clock)
    #expect(viewStore.isLoading)
    #expect(!returned.value)

    await clock.advance(by: .seconds(1))
    await refresh.value
    #expect(returned.value)
    #expect(viewStore.state == Refresh.State(isLoading: false, refreshes: 1))
  }

  @Test func cancellingTheWaitCancelsTheEffects() async {
    let clock = TestClock()
    let viewStore = self.viewStore(clock: clock)
    let refresh = Task {
      await viewStore.send(.refresh, while: \.isLoading)
    }
    await untilSleeping(on: clock)
    refresh.cancel()
    await refresh.value
    await clock.advance(by: .seconds(1))
    // The effect was cancelled: `.loaded` never arrives.
    #expect(viewStore.state == Refresh.State(isLoading: true, refreshes: 0))
  }

  @Test func yieldReturnsAtOnceWhenThePredicateDoesNotHold() async {
    let viewStore = self.viewStore(clock: TestClock())
    await viewStore.yield(while: \.isLoading)
    #expect(!viewStore.isLoading)
  }

  @Test func viewStoresWithADuplicateCheckReadAndSend() {
    let store = Store(initialState: Refresh.State()) {
      Refresh()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let refreshes = ViewStore(store, observe: \.refreshes, removeDuplicates: ==)
    let loaded = ViewStore(
      store, observe: \.isLoading, send: { (_: Void) in Refresh.Action.loaded },
      removeDuplicates: ==
    )
    loaded.send(())
    #expect(refreshes.state == 1)
    #expect(!loaded.state)
  }
}
