import Composable
import TestHelpers
import Testing

private typealias Counter = NavigationFixtures.Counter
private typealias Stack = NavigationFixtures.Stack
private typealias EnumStack = NavigationFixtures.EnumStack

@MainActor
@Suite struct StackReducerTests {
  private func makeStore(clock: TestClock<Duration> = TestClock()) -> StoreOf<Stack> {
    Store(initialState: Stack.State()) {
      Stack()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func appendedElementsGetIdsInOrderFromZero() {
    let store = makeStore()
    store.send(.pushCounter)
    store.send(.pushCounter)
    store.send(.pushCounter)
    #expect(store.state.path.ids == [0, 1, 2])
    #expect(store.state.path.ids.map(\.description) == ["#0", "#1", "#2"])
  }

  @Test func elementActionsRunTheElementReducer() {
    let store = makeStore()
    store.send(.pushCounter)
    store.send(.pushCounter)
    store.send(.path(.element(id: 1, action: .increment)))
    #expect(store.state.path[id: 0]?.count == 0)
    #expect(store.state.path[id: 1]?.count == 1)
  }

  @Test func popFromRemovesTheElementAndEverythingAboveAfterTheParentRan() {
    let store = makeStore()
    for _ in 0..<3 { store.send(.pushCounter) }
    store.send(.path(.popFrom(id: 1)))
    #expect(store.state.path.ids == [0])
    #expect(store.state.popped == [1])
  }

  @Test func poppingCancelsThePoppedElementsEffectsOnly() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    for _ in 0..<3 { store.send(.pushCounter) }
    let bottom = store.send(.path(.element(id: 0, action: .startTimer)))
    let middle = store.send(.path(.element(id: 1, action: .startTimer)))
    let top = store.send(.path(.element(id: 2, action: .startTimer)))
    store.send(.path(.popFrom(id: 1)))
    // Once the cancelled effects are gone, the one that sleeps is the bottom's.
    #expect(await finishes(middle))
    #expect(await finishes(top))
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await finishes(bottom))
    #expect(!bottom.isCancelled)
    #expect(middle.isCancelled)
    #expect(top.isCancelled)
    #expect(store.state.path[id: 0]?.count == 100)
    #expect(store._runningEffectCount == 0)
  }

  @Test func removingElementsFromTheParentCancelsTheirEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.send(.pushCounter)
    let timer = store.send(.path(.element(id: 0, action: .startTimer)))
    store.send(.popToRoot)
    await clock.advance(by: .seconds(5))
    #expect(await finishes(timer))
    #expect(timer.isCancelled)
    #expect(store.state.path.isEmpty)
  }

  @Test func pushAddsTheElementWithTheGivenIdBeforeTheParentRuns() {
    let store = makeStore()
    store.send(.path(.push(id: 0, state: Counter.State(count: 7))))
    #expect(store.state.path.ids == [0])
    store.send(.pushCounter)
    // A pushed id equal to the next generated one consumes it (as in TCA, in tests).
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func theDismissDependencyPopsTheElement() async {
    let store = makeStore()
    for _ in 0..<3 { store.send(.pushCounter) }
    await store.send(.path(.element(id: 1, action: .closeButtonTapped))).finish()
    #expect(store.state.path.ids == [0])
    #expect(store.state.popped == [1])
  }

  @Test func isPresentedIsTrueForStackElements() {
    let store = makeStore()
    store.send(.pushCounter)
    store.send(.path(.element(id: 0, action: .readIsPresented)))
    #expect(store.state.path[id: 0]?.isPresented == true)
  }

  @Test func anActionForAMissingElementIsReported() {
    let store = makeStore()
    withKnownIssue {
      store.send(.path(.element(id: 3, action: .increment)))
    } matching: {
      $0.description.contains("received an action for a missing element. …")
        && $0.description.contains("NavigationFixtures.swift")
    }
    #expect(store.state.path.isEmpty)
  }

  @Test func poppingAMissingElementIsReportedAndChangesNothing() {
    let store = makeStore()
    store.send(.pushCounter)
    withKnownIssue {
      store.send(.path(.popFrom(id: 4)))
    } matching: {
      $0.description.contains("received a \"popFrom\" action for a missing element. …")
        && $0.description.contains("#4")
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func pushingAnExistingIdIsReportedAndChangesNothing() {
    let store = makeStore()
    store.send(.pushCounter)
    withKnownIssue {
      store.send(.path(.push(id: 0, state: Counter.State(count: 9))))
    } matching: {
      $0.description.contains("received a \"push\" action for an element it already contains")
    }
    #expect(store.state.path[id: 0]?.count == 0)
  }

  @Test func enumPathReducersRunTheCase() async {
    let store = Store(initialState: EnumStack.State()) { EnumStack() }
    store.send(.path(.push(id: 0, state: .counter(Counter.State()))))
    store.send(.path(.push(id: 1, state: .other(Counter.State()))))
    store.send(.path(.element(id: 1, action: .other(.increment))))
    #expect(store.state.path[id: 1] == .other(Counter.State(count: 1)))
    #expect(store.state.path[id: 1, case: \.other]?.count == 1)
    await store.send(.path(.element(id: 0, action: .counter(.closeButtonTapped)))).finish()
    #expect(store.state.path.isEmpty)
  }
}
