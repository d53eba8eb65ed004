import ComposableTesting
import Testing

/// `TestStore(initialState: .init()) { Feature() }`: the initial state's type is inferred from
/// the reducer, as TCA's tests write it (with and without `withDependencies`).
@MainActor
struct InitialStateInferenceTests {
  @Test func theInitialStateIsInferredFromTheReducer() async {
    let store = TestStore(initialState: .init()) { Counter() }
    await store.send(.increment) {
      $0.count = 1
      $0.isEven = false
    }
  }

  @Test func theInitialStateIsInferredWithDependencies() async {
    let store = TestStore(initialState: .init(count: 2)) {
      Counter()
    } withDependencies: {
      $0.context = .test
    }
    #expect(store.state == Counter.State(count: 2))
  }
}
