import ComposableTesting
import Testing

/// A parent that sets its `ifLet` child to `nil` while handling one of the child's own actions
/// dismisses that child, whatever the child's reducer returned for the action: the child's
/// running effects are cancelled, as TCA does.
@MainActor
@Suite struct IfLetChildClosedByParentTests {
  @Reducer struct Child {
    struct State: Equatable {}

    enum Action: Equatable {
      case start, close
    }

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .start:
          return .run { _ in try await Task.never() }
        case .close:
          // No effect: the case that used to read as "no child" to the operator.
          return .none
        }
      }
    }
  }

  @Reducer struct Parent {
    struct State: Equatable {
      var child: Child.State?
    }

    enum Action: Equatable {
      case child(Child.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .child(.close) = action { state.child = nil }
        return .none
      }
      .ifLet(\.child, action: \.child) { Child() }
    }
  }

  @Test func closingTheChildOnAChildActionWithoutEffectsCancelsTheChildsEffects() async {
    let store = TestStore(initialState: Parent.State(child: Child.State())) { Parent() }
    await store.send(.child(.start))
    await store.send(.child(.close)) { $0.child = nil }
    // Without the cancellation the child's effect never ends: `finish` reports that it is still
    // in flight (and the store would again when the test ends).
    await store.finish()
  }
}
