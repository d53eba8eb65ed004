import ComposableTesting

/// Effects driven by a clock: a delayed sequence merged with a never-ending cancellable effect,
/// a cancellable delayed fetch, and synchronous `.send` chains.
struct Effects: Reducer {
  struct State: Equatable {
    var ticks: [Int] = []
    var isListening = false
    var response: Int?
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case tick(Int)
    case stop
    case fetch
    case cancelFetch
    case response(Int)
    case chain
    case chained(String)
    case sequence
    case forever
  }

  enum CancelID: Hashable, Sendable {
    case listener
    case fetch
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.isListening = true
      return .merge(
        .run { [clock] send in
          for index in 1...3 {
            try await clock.sleep(for: .seconds(1))
            await send(.tick(index))
          }
        },
        .run { _ in
          try await Task.never()
        }
        .cancellable(id: CancelID.listener)
      )
    case let .tick(index):
      state.ticks.append(index)
      return .none
    case .stop:
      state.isListening = false
      return .cancel(id: CancelID.listener)
    case .fetch:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.response(42))
      }
      .cancellable(id: CancelID.fetch)
    case .cancelFetch:
      return .cancel(id: CancelID.fetch)
    case let .response(value):
      state.response = value
      return .none
    case .chain:
      state.log.append("chain")
      return .merge(.send(.chained("a")), .send(.chained("b")))
    case let .chained(name):
      state.log.append(name)
      return .none
    case .sequence:
      return .concatenate(
        .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.chained("first"))
        },
        .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.chained("second"))
        }
      )
    case .forever:
      return .run { _ in try await Task.never() }
    }
  }
}
