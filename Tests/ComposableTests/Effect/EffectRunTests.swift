import Composable
import Foundation
import TestHelpers
import Testing

@MainActor
@Suite struct EffectRunTests {
  @Test func runEffectActionsHopBackToTheStore() async {
    let clock = TestClock()
    let store = Store(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.fetch(2))
    #expect(store.responses == [])
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(2))
    #expect(await finishes(task))
    #expect(store.responses == [2])
  }

  @Test func finishWaitsForEveryEffectOfTheAction() async {
    let store = Store(initialState: Ticker.State()) {
      Reduce<Ticker.State, Ticker.Action> { state, action in
        switch action {
        case .start:
          return .merge(
            .run { send in await send(.response(1)) },
            .run { send in
              await Task.yield()
              await send(.response(2))
            }
          )
        case let .response(value):
          state.responses.append(value)
          return .none
        default:
          return .none
        }
      }
    }
    await store.send(.start).finish()
    #expect(store.responses.sorted() == [1, 2])
  }

  @Test func cancellingTheStoreTaskCancelsItsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.start)
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await eventually { store.ticks == 1 })
    task.cancel()
    #expect(task.isCancelled)
    #expect(await finishes(task))
    await clock.advance(by: .seconds(5))
    #expect(store.ticks == 1)
    #expect(store._runningEffectCount == 0)
  }

  @Test func effectsSeeTheDependenciesInForceWhenTheirActionWasReduced() async {
    struct Feature: Reducer {
      struct State: Equatable { var uuids: [UUID] = [] }
      enum Action: Equatable { case load, loaded(UUID) }
      @Dependency(\.uuid) var uuid
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .load:
          return .run { send in
            @Dependency(\.uuid) var uuid
            await send(.loaded(uuid()))
          }
        case let .loaded(id):
          state.uuids.append(id)
          return .none
        }
      }
    }
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.load).finish()
    #expect(store.uuids == [UUID(0)])

    let overridden = Store(initialState: Feature.State()) {
      Feature().dependency(\.uuid, .constant(UUID(42)))
    }
    await overridden.send(.load).finish()
    #expect(overridden.uuids == [UUID(42)])
  }

  @Test func anUnhandledErrorIsReportedNotCrashed() async {
    let store = Store(initialState: Ticker.State()) { Ticker() }
    await withKnownIssue {
      await store.send(.fail).finish()
    } matching: { issue in
      issue.description.contains("threw an unhandled error")
    }
  }

  @Test func aCatchHandlerReceivesTheError() async {
    struct Failure: Error, Equatable {}
    let store = Store(initialState: Ticker.State()) {
      Reduce<Ticker.State, Ticker.Action> { state, action in
        switch action {
        case .start:
          return .run { _ in
            throw Failure()
          } catch: { _, send in
            await send(.response(-1))
          }
        case let .response(value):
          state.responses.append(value)
          return .none
        default:
          return .none
        }
      }
    }
    await store.send(.start).finish()
    #expect(store.responses == [-1])
  }

  @Test func sendAfterCancellationDoesNothing() async {
    let store = Store(initialState: Ticker.State()) {
      Reduce<Ticker.State, Ticker.Action> { state, action in
        switch action {
        case .start:
          return .run { send in
            withUnsafeCurrentTask { $0?.cancel() }
            await send(.response(1))
          }
        case let .response(value):
          state.responses.append(value)
          return .none
        default:
          return .none
        }
      }
    }
    await store.send(.start).finish()
    #expect(store.responses == [])
  }
}
