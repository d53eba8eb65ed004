import ComposableTesting
import TestHelpers
import Testing

@testable import ComposableCoordinators

/// The key of an indexed route (its index and its screen's identity) is read in place, with its
/// casts resolved once, for `@ObservableState` screens that are `Identifiable`, and tells the
/// same routes apart as `ChildIdentity(of:)` does: a screen replaced by a fresh one, or one whose
/// id changed in place, is another route, whose effects are cancelled.
@MainActor
@Suite struct IndexedRouteKeyTests {
  @Reducer
  struct Leaf {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id: Int
      var count = 0
    }

    enum Action: Equatable {
      case increment
      case renumber
      case replace
      case start
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
      case .renumber:
        state.id += 100
      case .replace:
        state = State(id: state.id, count: state.count)
      case .start:
        return .run { _ in try await Task.never() }
      }
      return .none
    }
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Screen {
    case leaf(Leaf)
  }

  @Reducer
  struct Coordinator {
    @ObservableState
    struct State: Equatable {
      var routes: [Route<Screen.State>]
    }

    enum Action: Equatable {
      case router(IndexedRouterActionOf<Screen>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEachRoute(\.routes, action: \.router)
    }
  }

  struct Plain: Hashable {
    var number: Int
  }

  @Test func observableIdentifiableScreensAreKeyedInPlace() {
    #expect(IndexedRouteKeys<Screen.State>().readsInPlace)
    #expect(IndexedRouteKeys<Leaf.State>().readsInPlace)
    // Anything else is keyed by `ChildIdentity(of:)`.
    #expect(!IndexedRouteKeys<Plain>().readsInPlace)
  }

  @Test func keysTellTheSameScreensApartAsChildIdentityDoes() {
    let keys = IndexedRouteKeys<Screen.State>()
    var screen = Screen.State.leaf(Leaf.State(id: 1))
    let key = keys.key(at: 2, of: &screen)
    var copy = screen
    #expect(keys.key(at: 2, of: &copy) == key)
    #expect(keys.key(at: 3, of: &copy) != key)

    func changesKey(_ change: (inout Screen.State) -> Void) -> Bool {
      var changed = screen
      return keys.withKey(at: 2, of: &changed) { routeKey, screen in
        #expect(routeKey == key)
        change(&screen)
      }
    }
    #expect(!changesKey { $0.modify(\.leaf) { $0.count += 1 } })
    #expect(changesKey { $0.modify(\.leaf) { $0.id += 1 } })
    #expect(changesKey { $0 = .leaf(Leaf.State(id: 1)) })
  }

  @Test func aScreenWhoseIdChangesHasItsEffectsCancelled() async {
    let routes: [Route<Screen.State>] = [
      .root(.leaf(Leaf.State(id: 0)), withNavigation: true),
      .push(.leaf(Leaf.State(id: 1))),
      .push(.leaf(Leaf.State(id: 2))),
    ]
    let store = Store(initialState: Coordinator.State(routes: routes)) { Coordinator() }
    let kept = store.send(.router(.routeAction(id: 1, action: .leaf(.start))))
    let renumbered = store.send(.router(.routeAction(id: 2, action: .leaf(.start))))
    store.send(.router(.routeAction(id: 1, action: .leaf(.increment))))
    store.send(.router(.routeAction(id: 2, action: .leaf(.renumber))))
    #expect(await finishes(renumbered))
    #expect(renumbered.isCancelled)
    #expect(!kept.isCancelled)
    let replaced = store.send(.router(.routeAction(id: 1, action: .leaf(.replace))))
    #expect(await finishes(kept))
    #expect(kept.isCancelled)
    replaced.cancel()
  }
}

extension IndexedRouteKeyTests.Screen.State: Identifiable {
  var id: Int {
    switch self {
    case let .leaf(leaf): leaf.id
    }
  }
}
