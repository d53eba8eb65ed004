import Composable
import TestHelpers
import Testing

@MainActor
@Suite struct TimingEffectTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [Int] = [] }
    enum Action: Equatable { case debounced(Int), throttled(Int, latest: Bool), log(Int) }
    enum ID: Hashable, Sendable { case debounce, throttle }
    let clock: TestClock<Duration>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .debounced(value):
        return .send(.log(value)).debounce(id: ID.debounce, for: .seconds(1), clock: clock)
      case let .throttled(value, latest):
        return .send(.log(value))
          .throttle(id: ID.throttle, for: .seconds(1), clock: clock, latest: latest)
      case let .log(value):
        state.log.append(value)
        return .none
      }
    }
  }

  @Test func debounceRunsOnlyTheLastOfABurst() async {
    let clock = TestClock()
    let store = Store(initialState: Feature.State()) { Feature(clock: clock) }
    store.send(.debounced(1))
    await clock.advance(by: .milliseconds(500))
    store.send(.debounced(2))
    await clock.advance(by: .milliseconds(500))
    store.send(.debounced(3))
    #expect(store.log == [])
    #expect(await advance(clock, by: .seconds(1), until: { !store.log.isEmpty }))
    #expect(store.log == [3])
    await clock.advance(by: .seconds(10))
    #expect(store.log == [3])
  }

  @Test func throttleLatestRunsTheFirstAtOnceAndTheLatestAtTheEndOfTheWindow() async {
    let clock = TestClock()
    let store = Store(initialState: Feature.State()) { Feature(clock: clock) }
    store.send(.throttled(1, latest: true))
    #expect(store.log == [1])
    store.send(.throttled(2, latest: true))
    store.send(.throttled(3, latest: true))
    #expect(store.log == [1])
    #expect(await advance(clock, by: .seconds(1), until: { store.log.count == 2 }))
    #expect(store.log == [1, 3])
    await clock.advance(by: .seconds(5))
    store.send(.throttled(4, latest: true))
    #expect(store.log == [1, 3, 4])
  }

  @Test func throttleFirstKeepsTheFirstHeldEffect() async {
    let clock = TestClock()
    let store = Store(initialState: Feature.State()) { Feature(clock: clock) }
    store.send(.throttled(1, latest: false))
    store.send(.throttled(2, latest: false))
    store.send(.throttled(3, latest: false))
    #expect(store.log == [1])
    #expect(await advance(clock, by: .seconds(1), until: { store.log.count == 2 }))
    #expect(store.log == [1, 2])
    await clock.advance(by: .seconds(10))
    #expect(store.log == [1, 2])
  }

  struct ThrottledRow: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var log: [Int] = []
    }
    enum Action: Equatable { case throttled(Int), log(Int) }
    let clock: TestClock<Duration>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .throttled(value):
        return .send(.log(value))
          .throttle(id: Feature.ID.throttle, for: .seconds(1), clock: clock, latest: false)
      case let .log(value):
        state.log.append(value)
        return .none
      }
    }
  }

  struct Rows: Reducer {
    struct State: Equatable { var rows: IdentifiedArrayOf<ThrottledRow.State> = [] }
    @CasePathable
    enum Action: Equatable {
      case rows(IdentifiedActionOf<ThrottledRow>)
      case add(Int), remove(Int)
    }
    let clock: TestClock<Duration>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .add(id):
          state.rows.append(ThrottledRow.State(id: id))
        case let .remove(id):
          state.rows.remove(id: id)
        case .rows:
          break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { ThrottledRow(clock: clock) }
    }
  }

  @Test func aRemovedRowTakesItsThrottleWindowWithIt() async {
    let clock = TestClock()
    let store = Store(initialState: Rows.State()) { Rows(clock: clock) }
    store.send(.add(1))
    store.send(.rows(.element(id: 1, action: .throttled(1))))
    let held = store.send(.rows(.element(id: 1, action: .throttled(2))))
    #expect(store.rows[id: 1]?.log == [1])
    store.send(.remove(1))
    #expect(await finishes(held))
    #expect(held.isCancelled)
    // The same id in the same place: a new row, whose first throttled effect runs at once.
    store.send(.add(1))
    store.send(.rows(.element(id: 1, action: .throttled(3))))
    #expect(store.rows[id: 1]?.log == [3])
  }

  @Test func throttleWindowsBelongToTheirStore() async {
    let clock = TestClock()
    var first: StoreOf<Feature>? = Store(initialState: Feature.State()) { Feature(clock: clock) }
    first!.send(.throttled(1, latest: true))
    let held = first!.send(.throttled(2, latest: true))
    first = nil
    #expect(await finishes(held))
    // A store made now is often given the address the first one had: it must not find the
    // first one's window (opened at this very instant) still open.
    for value in 3...5 {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }
      store.send(.throttled(value, latest: true))
      #expect(store.log == [value])
    }
    // Two live stores do not share a window either.
    let left = Store(initialState: Feature.State()) { Feature(clock: clock) }
    let right = Store(initialState: Feature.State()) { Feature(clock: clock) }
    left.send(.throttled(6, latest: false))
    right.send(.throttled(7, latest: false))
    #expect(left.log == [6])
    #expect(right.log == [7])
  }
}
