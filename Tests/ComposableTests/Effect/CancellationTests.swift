import Composable
import TestHelpers
import Testing

/// A row that starts a long-running effect under a shared id.
struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var ticks = 0
  }

  @CasePathable
  enum Action: Equatable {
    case start, stop, tick
  }

  enum CancelID: Hashable, Sendable { case work }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.work)
    case .stop:
      return .cancel(id: CancelID.work)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

struct RowList: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
    var child: Row.State?
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
    case child(Row.Action)
    case remove(Int)
    case dismissChild
    case cancelAll
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .remove(id):
        state.rows.remove(id: id)
        return .none
      case .dismissChild:
        state.child = nil
        return .none
      case .cancelAll:
        return .cancel(id: Row.CancelID.work)
      case .rows, .child:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
    .ifLet(\.child, action: \.child) { Row() }
  }
}

@MainActor
@Suite struct CancellationTests {
  func makeStore(_ clock: TestClock<Duration>) -> StoreOf<RowList> {
    Store(
      initialState: RowList.State(
        rows: [Row.State(id: 1), Row.State(id: 2)], child: Row.State(id: 9))
    ) {
      RowList()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aSiblingCannotCancelAnotherRowsEffect() async {
    let clock = TestClock()
    let store = makeStore(clock)
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    #expect(
      await advance(clock, by: .seconds(1), until: { store.rows.allSatisfy { $0.ticks >= 1 } }))
    store.send(.rows(.element(id: 1, action: .stop)))
    let stopped = store.rows[id: 1]?.ticks
    let running = store.rows[id: 2]?.ticks ?? 0
    #expect(await advance(clock, by: .seconds(1), until: { store.rows[id: 2]!.ticks > running }))
    #expect(store.rows[id: 1]?.ticks == stopped)
    store.send(.rows(.element(id: 2, action: .stop)))
    #expect(await eventually { store._registeredEffectCount == 0 })
  }

  @Test func aParentCancelReachesItsDescendants() async {
    let clock = TestClock()
    let store = makeStore(clock)
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.child(.start))
    #expect(store._registeredEffectCount > 0)
    store.send(.cancelAll)
    #expect(store._registeredEffectCount == 0)
    await clock.advance(by: .seconds(3))
    #expect(await eventually { store._runningEffectCount == 0 })
    #expect(store.rows[id: 1]?.ticks == 0)
    #expect(store.child?.ticks == 0)
  }

  @Test func removingARowCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    store.send(.remove(1))
    #expect(await advance(clock, by: .seconds(1), until: { store.rows[id: 2]!.ticks >= 1 }))
    #expect(store.rows[id: 1] == nil)
    store.send(.remove(2))
    #expect(await eventually { store._runningEffectCount == 0 })
  }

  @Test func niliningAChildCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    store.send(.child(.start))
    #expect(store._runningEffectCount == 1)
    store.send(.dismissChild)
    #expect(await eventually { store._runningEffectCount == 0 })
    #expect(store._registeredEffectCount == 0)
  }

  @Test func releasingTheRootStoreCancelsItsEffects() async {
    let clock = TestClock()
    var store: StoreOf<RowList>? = makeStore(clock)
    let task = store!.send(.child(.start))
    store = nil
    #expect(await finishes(task))
    #expect(task.isCancelled)
  }

  @Test func releasingTheRootStoreCancelsEffectsWhileAScopedStoreLives() async {
    let clock = TestClock()
    var store: StoreOf<RowList>? = makeStore(clock)
    let child = store!.scope(state: \.child, action: \.child)!
    let task = child.send(.start)
    #expect(child._runningEffectCount == 1)
    store = nil
    #expect(await finishes(task))
    #expect(task.isCancelled)
    #expect(await eventually { child._runningEffectCount == 0 })
  }

  @Test func releasingAScopedStoreKeepsTheEffectsRunning() async {
    let clock = TestClock()
    let store = makeStore(clock)
    var child: StoreOf<Row>? = store.scope(state: \.child, action: \.child)
    let task = child!.send(.start)
    child = nil
    #expect(await advance(clock, by: .seconds(1), until: { store.child!.ticks >= 1 }))
    #expect(!task.isCancelled)
    task.cancel()
  }

  @Test func tenThousandCancellableEffectsOverAHundredIDsAllCancel() async {
    struct Many: Reducer {
      struct State: Equatable {}
      enum Action: Equatable { case start(Int), cancel(Int) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .start(n):
          return .run { _ in try await Task.never() }.cancellable(id: n % 100)
        case let .cancel(id):
          return .cancel(id: id)
        }
      }
    }
    let store = Store(initialState: Many.State()) { Many() }
    for n in 0..<10_000 { store.send(.start(n)) }
    #expect(store._registeredEffectCount == 10_000)
    for id in 0..<100 { store.send(.cancel(id)) }
    #expect(store._registeredEffectCount == 0)
    #expect(await eventually { store._runningEffectCount == 0 })
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let clock = TestClock()
    let store = Store(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let replaced = store.send(.start)
    store.send(.start)
    #expect(store._registeredEffectCount == 1)
    #expect(await finishes(replaced))
    #expect(replaced.isCancelled)
    // Had the replaced effect kept running, one second would bring two ticks.
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await eventually { store.ticks == 1 })
    store.send(.stop)
    #expect(await eventually { store._runningEffectCount == 0 })
  }

  @Test func idsOfDifferentTypesDoNotCollide() async {
    enum A: Hashable, Sendable { case id }
    enum B: Hashable, Sendable { case id }
    struct Feature: Reducer {
      struct State: Equatable {}
      enum Action: Equatable { case start, cancelB }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start: return .run { _ in try await Task.never() }.cancellable(id: A.id)
        case .cancelB: return .cancel(id: B.id)
        }
      }
    }
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.start)
    store.send(.cancelB)
    #expect(store._registeredEffectCount == 1)
  }
}
