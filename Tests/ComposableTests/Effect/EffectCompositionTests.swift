import Composable
import TestHelpers
import Testing

@MainActor
@Suite struct EffectCompositionTests {
  /// Signals a test opens by hand: an effect waiting on one ends exactly when the test says,
  /// however late its task started.
  struct Gates: Sendable {
    let slow = AsyncStream.makeStream(of: Void.self)
    let fast = AsyncStream.makeStream(of: Void.self)
  }

  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case merge, concatenate, mapped, log(String) }
    var gates = Gates()
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .merge:
        return .merge(
          .run { [slow = gates.slow.stream] send in
            await slow.first { _ in true }
            await send(.log("slow"))
          },
          .run { [fast = gates.fast.stream] send in
            await fast.first { _ in true }
            await send(.log("fast"))
          }
        )
      case .concatenate:
        return .concatenate(
          .run { [slow = gates.slow.stream] send in
            await slow.first { _ in true }
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
    let gates = Gates()
    let store = Store(initialState: Feature.State()) { Feature(gates: gates) }
    let task = store.send(.merge)
    // The second effect ends while the first still waits.
    gates.fast.continuation.yield()
    #expect(await eventually { store.log == ["fast"] })
    gates.slow.continuation.yield()
    #expect(await finishes(task))
    #expect(store.log == ["fast", "slow"])
  }

  @Test func concatenateRunsInOrder() async {
    let gates = Gates()
    let store = Store(initialState: Feature.State()) { Feature(gates: gates) }
    let task = store.send(.concatenate)
    #expect(store.log == [])
    // Run concurrently, the later parts would have logged before the first ends.
    gates.slow.continuation.yield()
    #expect(await finishes(task))
    #expect(store.log == ["first", "second", "third"])
  }

  @Test func mapTransformsActions() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.mapped)
    #expect(store.log == ["mapped inner"])
  }
}
