import Composable
import Testing

@MainActor
@Suite struct EffectCompositionTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case merge, concatenate, mapped, log(String) }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .merge:
        return .merge(
          .run { [clock] send in
            try await clock.sleep(for: .seconds(2))
            await send(.log("slow"))
          },
          .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.log("fast"))
          }
        )
      case .concatenate:
        return .concatenate(
          .run { [clock] send in
            try await clock.sleep(for: .seconds(2))
            await send(.log("first"))
          },
          .send(.log("second")),
          .run { send in await send(.log("third")) }
        )
      case .mapped:
        return Effect<String>.send("inner").map { Action.log("mapped \($0)") }
      case let .log(text):
        state.log.append(text)
        return .none
      }
    }
  }

  @Test func mergeRunsConcurrently() async {
    let clock = TestClock()
    let store = Store(initialState: Feature.State()) { Feature() } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.merge)
    await clock.advance(by: .seconds(2))
    await task.finish()
    #expect(store.log == ["fast", "slow"])
  }

  @Test func concatenateRunsInOrder() async {
    let clock = TestClock()
    let store = Store(initialState: Feature.State()) { Feature() } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.concatenate)
    await clock.advance(by: .seconds(2))
    await task.finish()
    #expect(store.log == ["first", "second", "third"])
  }

  @Test func mapTransformsActions() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.mapped)
    #expect(store.log == ["mapped inner"])
  }
}
