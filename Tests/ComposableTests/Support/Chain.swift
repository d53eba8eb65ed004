import Composable

/// A counter whose actions exercise ordering and chained `.send` effects.
struct Chain: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case a, b, c
    case countDown(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.log.append("start")
      return .merge(.send(.a), .send(.b))
    case .a:
      state.log.append("a")
      return .send(.c)
    case .b:
      state.log.append("b")
      return .none
    case .c:
      state.log.append("c")
      return .none
    case let .countDown(n):
      state.count += 1
      return n > 0 ? .send(.countDown(n - 1)) : .none
    }
  }
}
