import ComposableTesting

/// A counter without effects, for state assertions.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var isEven = true
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case decrement
    case noop
    case set(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      state.isEven = state.count.isMultiple(of: 2)
      return .none
    case .decrement:
      state.count -= 1
      state.isEven = state.count.isMultiple(of: 2)
      return .none
    case .noop:
      return .none
    case let .set(value):
      state.count = value
      state.isEven = value.isMultiple(of: 2)
      return .none
    }
  }
}
