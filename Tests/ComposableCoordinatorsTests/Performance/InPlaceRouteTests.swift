import ComposableTesting
import Observation
import TestHelpers
import Testing

@testable import ComposableCoordinators

/// The router reducer reaches a screen in place: a screen's action copies neither the routes nor
/// the screen (counted with ``CopyProbe``), and keys only the route it addresses (counted by the
/// reads of the screens' ids), whatever the number of routes. An indexed route's key (its index
/// and its screen's identity) is read in place for `@ObservableState` screens that are
/// `Identifiable`, and tells the same routes apart as `ChildIdentity(of:)` does.
@MainActor
@Suite struct InPlaceRouteTests {
  @Reducer
  struct Leaf {
    @ObservableState
    struct State: Equatable, Identifiable {
      var number: Int
      /// Counts the reads of `id`: building a route's key reads its screen's id.
      @ObservationStateIgnored var reads: LockIsolated<Int>
      // Not tracked: a tracked property's accessor keeps its old value while it changes, to
      // compare, which would count as a copy of every probe.
      @ObservationStateIgnored var probe: CopyProbe

      var id: Int {
        self.reads.withValue { $0 += 1 }
        return self.number
      }

      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.number == rhs.number && lhs.probe == rhs.probe
      }
    }

    enum Action: Equatable {
      case change
      case renumber
      case replace
      case start
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .change:
        state.probe.change()
      case .renumber:
        state.number += 100
      case .replace:
        state = State(number: state.number, reads: state.reads, probe: state.probe)
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
  struct Indexed {
    @ObservableState
    struct State: Equatable {
      var routes: [Route<Screen.State>]
    }

    enum Action: Equatable {
      case router(IndexedRouterActionOf<Screen>)
      case push
      case pop
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .push = action {
          state.routes.push(state.routes[0].screen)
        }
        if case .pop = action {
          state.routes.pop()
        }
        return .none
      }
      .forEachRoute(\.routes, action: \.router)
    }
  }

  @Reducer
  struct Identified {
    @ObservableState
    struct State: Equatable {
      var routes: IdentifiedArrayOf<Route<Screen.State>>
    }

    enum Action: Equatable {
      case router(IdentifiedRouterActionOf<Screen>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEachRoute(\.routes, action: \.router)
    }
  }

  static func routes(
    count: Int, reads: LockIsolated<Int>, copies: LockIsolated<Int>
  ) -> [Route<Screen.State>] {
    (0..<count).map { number in
      let screen = Screen.State.leaf(
        Leaf.State(number: number, reads: reads, probe: CopyProbe(counter: copies)))
      return number == 0 ? .root(screen, withNavigation: true) : .push(screen)
    }
  }

  @Test func indexedScreenActionCopiesNothingAndKeysOneRoute() {
    let reads = LockIsolated(0)
    let copies = LockIsolated(0)
    var state = Indexed.State(routes: Self.routes(count: 50, reads: reads, copies: copies))
    let reducer = Indexed()
    reads.setValue(0)
    for index in [0, 25, 49] {
      _ = reducer.reduce(
        into: &state, action: .router(.routeAction(id: index, action: .leaf(.change))))
    }
    #expect(copies.value == 0)
    // The addressed route's key, before and after: two reads per action, not one per route.
    #expect(reads.value <= 3 * 2)
    #expect(state.routes[25].screen.leaf?.probe.changes == 1)
  }

  @Test func identifiedScreenActionCopiesNothingAndKeysOneRoute() {
    let reads = LockIsolated(0)
    let copies = LockIsolated(0)
    var state = Identified.State(
      routes: IdentifiedArray(
        uniqueElements: Self.routes(count: 50, reads: reads, copies: copies)))
    let reducer = Identified()
    reads.setValue(0)
    for id in [0, 25, 49] {
      _ = reducer.reduce(
        into: &state, action: .router(.routeAction(id: id, action: .leaf(.change))))
    }
    #expect(copies.value == 0)
    // The addressed route's key and the identified array's check that the id stayed: a few
    // reads per action, not one per route.
    #expect(reads.value <= 3 * 3)
    #expect(state.routes[id: 25]?.screen.leaf?.probe.changes == 1)
  }

  @Test func pushAndPopKeyOnlyTheRouteThatComesOrGoes() {
    let reads = LockIsolated(0)
    let copies = LockIsolated(0)
    var state = Indexed.State(routes: Self.routes(count: 50, reads: reads, copies: copies))
    let reducer = Indexed()
    reads.setValue(0)
    _ = reducer.reduce(into: &state, action: .push)
    // The routes below the pushed one keep their bits: none is keyed to see whether it left.
    #expect(reads.value == 0)
    _ = reducer.reduce(into: &state, action: .pop)
    // Only the popped route is keyed, for its effects to be cancelled.
    #expect(reads.value == 1)
    #expect(state.routes.count == 50)
    #expect(copies.value == 0)
  }

  @Test func observableIdentifiableScreensAreKeyedInPlace() {
    #expect(IndexedRouteKeys<Screen.State>().readsInPlace)
    #expect(IndexedRouteKeys<Leaf.State>().readsInPlace)
    // Anything else is keyed by `ChildIdentity(of:)`.
    #expect(!IndexedRouteKeys<Int>().readsInPlace)
  }

  @Test func indexedKeysTellTheSameScreensApartAsChildIdentityDoes() {
    let keys = IndexedRouteKeys<Screen.State>()
    let leaf = Leaf.State(number: 1, reads: LockIsolated(0), probe: CopyProbe(counter: .init(0)))
    var screen = Screen.State.leaf(leaf)
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
    #expect(!changesKey { $0.modify(\.leaf) { $0.probe.change() } })
    #expect(changesKey { $0.modify(\.leaf) { $0.number += 1 } })
    #expect(changesKey { $0 = .leaf(Leaf.State(number: 1, reads: leaf.reads, probe: leaf.probe)) })
  }

  /// Observable state whose identity derives from no state value: its routes are keyed by
  /// `ChildIdentity(of:)`, as any other screen's.
  struct InertScreen: ObservableState, Identifiable, Equatable {
    var id: Int
    var label = ""
    var _$id: ObservableStateID { ._$inert }
    mutating func _$willModify() {}
  }

  @Test func inertScreensAreKeyedByTheirChildIdentity() {
    let keys = IndexedRouteKeys<InertScreen>()
    let screen = InertScreen(id: 1)
    var copy = screen
    let key = keys.key(at: 0, of: &copy)
    let identity = ChildIdentity(of: screen)
    #expect(key == AnyHashableSendable(IndexedRouteKey(index: 0, screen: .other(identity))))

    func changesKey(_ change: (inout InertScreen) -> Void) -> Bool {
      var changed = screen
      return keys.withKey(at: 0, of: &changed) { routeKey, screen in
        #expect(routeKey == key)
        change(&screen)
      }
    }
    #expect(!changesKey { $0.label = "renamed" })
    #expect(changesKey { $0.id = 2 })
  }

  @Test func routesObserversHearOfReplacedScreensNotOfChangedOnes() {
    let reads = LockIsolated(0)
    let copies = LockIsolated(0)
    var state = Indexed.State(routes: Self.routes(count: 10, reads: reads, copies: copies))
    let reducer = Indexed()

    func notifies(_ action: Indexed.Action) -> Bool {
      let notified = LockIsolated(false)
      withObservationTracking {
        _ = state.routes
      } onChange: {
        notified.setValue(true)
      }
      _ = reducer.reduce(into: &state, action: action)
      return notified.value
    }

    // A screen changed in place tells its own observers only.
    #expect(!notifies(.router(.routeAction(id: 3, action: .leaf(.change)))))
    #expect(notifies(.router(.routeAction(id: 3, action: .leaf(.replace)))))
    #expect(notifies(.push))
    #expect(state.routes.count == 11)
  }

  /// A screen replaced by a fresh one, or whose id changed in place, is another route: its
  /// effects are cancelled; a screen changed otherwise keeps them.
  @Test(arguments: [Leaf.Action.replace, .renumber])
  func aScreenThatBecomesAnotherHasItsEffectsCancelled(_ action: Leaf.Action) async {
    let reads = LockIsolated(0)
    let copies = LockIsolated(0)
    let store = Store(
      initialState: Indexed.State(routes: Self.routes(count: 3, reads: reads, copies: copies))
    ) {
      Indexed()
    }
    let other = store.send(.router(.routeAction(id: 1, action: .leaf(.start))))
    let replaced = store.send(.router(.routeAction(id: 2, action: .leaf(.start))))
    store.send(.router(.routeAction(id: 1, action: .leaf(.change))))
    store.send(.router(.routeAction(id: 2, action: .leaf(action))))
    #expect(await finishes(replaced))
    #expect(replaced.isCancelled)
    #expect(!other.isCancelled)
    other.cancel()
  }
}

extension InPlaceRouteTests.Screen.State: Identifiable {
  var id: Int {
    switch self {
    case let .leaf(leaf): leaf.id
    }
  }
}
