import Composable
import ComposableTesting
import Foundation
import TestHelpers
import Testing

/// Debounce and throttle measured on a Combine scheduler, as TCA features written against
/// `@Dependency(\.mainQueue)` use them.
@Reducer
struct SchedulerTimingFeature {
  struct State: Equatable { var log: [Int] = [] }
  enum Action: Equatable { case debounced(Int), throttled(Int, latest: Bool), log(Int) }
  enum ID: Hashable, Sendable { case debounce, throttle }
  @Dependency(\.mainQueue) var mainQueue

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .debounced(value):
        return .send(.log(value)).debounce(id: ID.debounce, for: 1, scheduler: self.mainQueue)
      case let .throttled(value, latest):
        return .send(.log(value))
          .throttle(id: ID.throttle, for: .seconds(1), scheduler: self.mainQueue, latest: latest)
      case let .log(value):
        state.log.append(value)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct SchedulerTimingTests {
  let mainQueue = DispatchQueue.test

  func makeStore() -> StoreOf<SchedulerTimingFeature> {
    Store(initialState: SchedulerTimingFeature.State()) {
      SchedulerTimingFeature()
    } withDependencies: {
      $0.mainQueue = self.mainQueue.eraseToAnyScheduler()
    }
  }

  @Test func debounceRunsOnlyTheLastOfABurst() async {
    let store = self.makeStore()
    store.send(.debounced(1))
    await self.mainQueue.advance(by: 0.5)
    store.send(.debounced(2))
    await self.mainQueue.advance(by: 0.5)
    store.send(.debounced(3))
    await self.mainQueue.advance(by: 0.5)
    #expect(store.log == [])
    await self.mainQueue.advance(by: 0.5)
    #expect(await eventually { !store.log.isEmpty })
    #expect(store.log == [3])
    await self.mainQueue.run()
    #expect(store.log == [3])
  }

  @Test func debounceWaitsForTheSchedulerNotForItsTask() async {
    let store = self.makeStore()
    let task = store.send(.debounced(1))
    // Advanced at once (the synchronous overload, which lets nothing else run), before the
    // effect's task ran: the delay is measured from when the reducer returned the effect.
    let advanceNow = { self.mainQueue.advance(by: 1) }
    advanceNow()
    #expect(await finishes(task))
    #expect(store.log == [1])
  }

  @Test func throttleLatestRunsTheFirstAtOnceAndTheLatestAtTheEndOfTheWindow() async {
    let store = self.makeStore()
    store.send(.throttled(1, latest: true))
    #expect(store.log == [1])
    store.send(.throttled(2, latest: true))
    await self.mainQueue.advance(by: 0.25)
    store.send(.throttled(3, latest: true))
    await self.mainQueue.advance(by: 0.25)
    store.send(.throttled(4, latest: true))
    #expect(store.log == [1])
    await self.mainQueue.advance(by: 0.5)
    #expect(await eventually { store.log.count == 2 })
    #expect(store.log == [1, 4])
  }

  @Test func throttleFirstKeepsTheFirstHeldEffect() async {
    let store = self.makeStore()
    store.send(.throttled(1, latest: false))
    store.send(.throttled(2, latest: false))
    await self.mainQueue.advance(by: 0.5)
    store.send(.throttled(3, latest: false))
    #expect(store.log == [1])
    await self.mainQueue.advance(by: 0.5)
    #expect(await eventually { store.log.count == 2 })
    #expect(store.log == [1, 2])
    await self.mainQueue.run()
    #expect(store.log == [1, 2])
  }

  @Test func throttleRunsAtOnceAfterAQuietWindow() async {
    let store = self.makeStore()
    store.send(.throttled(1, latest: true))
    await self.mainQueue.advance(by: 1)
    store.send(.throttled(2, latest: true))
    #expect(store.log == [1, 2])
  }

  @Test func testStoreReceivesThrottledActionsAsTheSchedulerAdvances() async {
    let store = TestStore(initialState: SchedulerTimingFeature.State()) {
      SchedulerTimingFeature()
    } withDependencies: {
      $0.mainQueue = self.mainQueue.eraseToAnyScheduler()
    }
    await store.send(.throttled(1, latest: true))
    await store.receive(.log(1)) { $0.log = [1] }
    await store.send(.throttled(2, latest: true))
    await self.mainQueue.advance(by: 0.5)
    await store.send(.throttled(3, latest: true))
    await self.mainQueue.advance(by: 0.5)
    await store.receive(.log(3)) { $0.log = [1, 3] }
  }
}
