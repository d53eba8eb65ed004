import Composable

/// A feature whose actions come from every kind of source: the user, a `.send` effect, a `.run`
/// effect, and a concatenation.
struct RecordingFeature: Reducer {
  struct State: Equatable, Codable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable, Codable {
    case start
    case step
    case tick(Int)
    case chain
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.log.append("start")
      return .merge(
        .send(.step),
        .run { send in await send(.tick(1)) }
      )
    case .step:
      state.log.append("step")
      return .none
    case .tick(let value):
      state.log.append("tick \(value)")
      return .none
    case .chain:
      return .concatenate(.run { send in await send(.tick(2)) }, .send(.tick(3)))
    case .increment:
      state.count += 1
      return .none
    }
  }
}
