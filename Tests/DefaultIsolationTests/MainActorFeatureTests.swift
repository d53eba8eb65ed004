import Composable
import ComposableTesting
import Testing

/// A feature left main-actor isolated, as a module with default main-actor isolation declares it.
@Suite struct MainActorFeatureTests {
  @Test func aTestStoreRunsTheFeature() async {
    let store = TestStore(initialState: Stepper.State()) { Stepper() }
    await store.send(.stepTapped) { $0.value = 1 }
    await store.send(.openTapped) { $0.child = Stepper.State(value: 1) }
    await store.send(\.child.stepTapped) { $0.child?.value = 2 }
  }

  /// A store scoped to the presented child sends through the case-path members `@Reducer` gave
  /// the main-actor action enum.
  @MainActor
  @Test func aScopedStoreSendsToThePresentedChild() throws {
    let store = Store(initialState: Stepper.State(child: Stepper.State(value: 5))) { Stepper() }
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    child.send(.stepTapped)
    #expect(store.child?.value == 6)
  }

  /// `CustomDumpReflectable`'s mirror is nonisolated, as the protocol requires: TestStore
  /// failures and `customDump` read the state as written (not its `_value` storage) from any
  /// isolation.
  @Test func theStateIsDumpedAsWrittenFromNonisolatedCode() {
    #expect(Self.dumpedLabels(of: Stepper.State(value: 3)) == ["value", "child"])
  }

  private nonisolated static func dumpedLabels(of state: Stepper.State) -> [String?] {
    state.customDumpMirror.children.map(\.label)
  }
}
