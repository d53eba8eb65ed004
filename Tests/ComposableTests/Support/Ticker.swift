import Composable

/// A feature with an async effect driven by a clock.
struct Ticker: Reducer {
  struct State: Equatable {
    var ticks = 0
    var responses: [Int] = []
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case stop
    case tick
    case fetch(Int)
    case response(Int)
    case fail
  }

  enum CancelID: Hashable, Sendable { case timer }

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
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stop:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    case let .fetch(value):
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(value))
        await send(.response(value))
      }
    case let .response(value):
      state.responses.append(value)
      return .none
    case .fail:
      return .run { _ in
        struct Failure: Error {}
        throw Failure()
      }
    }
  }
}
