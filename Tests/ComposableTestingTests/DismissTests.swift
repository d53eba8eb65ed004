import ComposableTesting
import Testing

@MainActor
@Suite struct DismissTests {
  @Reducer
  struct Sheet {
    @ObservableState
    struct State: Equatable {}
    enum Action: Equatable { case closeTapped }
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .closeTapped:
          return .run { _ in await self.dismiss() }
        }
      }
    }
  }

  @Test func aRootFeatureThatDismissesItselfMarksTheStoreDismissed() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    #expect(!store.isDismissed)
    await store.send(.closeTapped)
    await store.finish()
    #expect(store.isDismissed)
    await withKnownIssue {
      await store.send(.closeTapped)
    } matching: { issue in
      issue.description.contains("dismissed")
    }
  }
}
