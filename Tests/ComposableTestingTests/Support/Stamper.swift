import ComposableTesting
import Foundation

/// Reads dependencies on every action, to show which values the reducer and its effects see.
struct Stamper: Reducer {
  struct State: Equatable {
    var stamps: [Date] = []
    var context: DependencyContext?
    var delivered = false
  }

  @CasePathable
  enum Action: Equatable {
    case stamp
    case readContext
    case deliverLater
    case delivered
  }

  @Dependency(\.date.now) var now
  @Dependency(\.context) var context
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .stamp:
      state.stamps.append(self.now)
      return .none
    case .readContext:
      state.context = self.context
      return .none
    case .deliverLater:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(5))
        await send(.delivered)
      }
    case .delivered:
      state.delivered = true
      return .none
    }
  }
}
