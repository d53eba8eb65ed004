import Composable
import TestHelpers
import Testing

private typealias Counter = NavigationFixtures.Counter
private typealias Presenter = NavigationFixtures.Presenter
private typealias EnumPresenter = NavigationFixtures.EnumPresenter

@MainActor
@Suite struct PresentationReducerTests {
  private func makeStore(
    _ state: Presenter.State = Presenter.State(), clock: TestClock<Duration> = TestClock()
  ) -> StoreOf<Presenter> {
    Store(initialState: state) {
      Presenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func presentedActionsRunTheChildBeforeTheParent() {
    let store = makeStore()
    store.send(.present(id: 1))
    store.send(.child(.presented(.increment)))
    #expect(store.state.child?.count == 1)
    // The parent saw the child's new count: the child ran first.
    #expect(store.state.seen == ["child count 1"])
  }

  @Test func dismissRunsTheParentThenClearsTheChild() {
    let store = makeStore()
    store.send(.present(id: 1))
    store.send(.child(.dismiss))
    #expect(store.state.child == nil)
    #expect(store.state.seen == ["dismiss while child is 1"])
  }

  @Test func aParentThatPresentsAnotherChildWhileHandlingDismissKeepsIt() {
    var state = Presenter.State()
    state.replaceOnDismiss = true
    let store = makeStore(state)
    store.send(.present(id: 1))
    store.send(.child(.dismiss))
    #expect(store.state.child?.id == 99)
  }

  @Test func dismissalCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.send(.present(id: 1))
    let timer = store.send(.child(.presented(.startTimer)))
    store.send(.child(.dismiss))
    await clock.advance(by: .seconds(5))
    #expect(await finishes(timer))
    #expect(timer.isCancelled)
    #expect(store.state.child == nil)
    #expect(store.state.seen == ["child count 0", "dismiss while child is 1"])
    #expect(store._runningEffectCount == 0)
  }

  @Test func settingTheStateToNilCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.send(.present(id: 1))
    let timer = store.send(.child(.presented(.startTimer)))
    store.send(.dismissByParent)
    await clock.advance(by: .seconds(5))
    #expect(await finishes(timer))
    #expect(timer.isCancelled)
    #expect(store._runningEffectCount == 0)
  }

  @Test func replacingTheChildCancelsTheOldChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.send(.present(id: 1))
    let timer = store.send(.child(.presented(.startTimer)))
    store.send(.present(id: 2))
    await clock.advance(by: .seconds(5))
    #expect(await finishes(timer))
    #expect(timer.isCancelled)
    #expect(store.state.child == Counter.State(id: 2, count: 0))
  }

  @Test func aChildsEffectKeepsRunningWhileItIsPresented() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.send(.present(id: 1))
    let timer = store.send(.child(.presented(.startTimer)))
    store.send(.child(.presented(.increment)))
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await finishes(timer))
    #expect(!timer.isCancelled)
    #expect(store.state.child?.count == 101)
  }

  @Test func theDismissDependencyClosesTheChildFromAnEffect() async {
    let store = makeStore()
    store.send(.present(id: 1))
    await store.send(.child(.presented(.closeButtonTapped))).finish()
    #expect(store.state.child == nil)
    // The parent received `.dismiss` like any other action, with the child still there.
    #expect(store.state.seen == ["child count 0", "dismiss while child is 1"])
  }

  @Test func nothingTheChildSendsAfterDismissingItselfArrives() async {
    let store = makeStore()
    store.send(.present(id: 1))
    await store.send(.child(.presented(.closeTwiceButtonTapped))).finish()
    #expect(store.state.child == nil)
    #expect(store.state.seen == ["child count 0", "dismiss while child is 1"])
  }

  @Test func aGrandchildsDismissClosesTheGrandchildOnly() async {
    var presenter = Presenter.State()
    presenter.child = Counter.State(id: 7)
    let store = Store(
      initialState: NavigationFixtures.OuterPresenter.State(presenter: presenter)
    ) {
      NavigationFixtures.OuterPresenter()
    }
    await store.send(.presenter(.presented(.child(.presented(.closeButtonTapped))))).finish()
    #expect(store.state.presenter != nil)
    #expect(store.state.presenter?.child == nil)
    #expect(store.state.presenter?.seen == ["child count 0", "dismiss while child is 7"])
  }

  @Test func isPresentedIsTrueForThePresentedChildOnly() {
    let store = makeStore()
    store.send(.present(id: 1))
    store.send(.child(.presented(.readIsPresented)))
    #expect(store.state.child?.isPresented == true)

    let alone = Store(initialState: Counter.State()) { Counter() }
    alone.send(.readIsPresented)
    #expect(alone.state.isPresented == false)
  }

  @Test func dismissingAFeatureThatIsNotPresentedIsReported() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.closeButtonTapped).finish()
    } matching: {
      $0.description.contains("A reducer requested dismissal")
        && $0.description.contains("couldn't be dismissed")
    }
  }

  @Test func anOverriddenDismissIsCalledForAFeatureTestedOnItsOwn() async {
    let dismissed = LockIsolated(0)
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.withValue { $0 += 1 } }
    }
    await store.send(.closeButtonTapped).finish()
    #expect(dismissed.value == 1)
  }

  @Test func aPresentedActionWithoutAChildIsReportedAndIgnored() {
    let store = makeStore()
    withKnownIssue {
      store.send(.child(.presented(.increment)))
    } matching: {
      $0.description.contains("received a presentation action when destination state was absent")
        && $0.description.contains("NavigationFixtures.swift")
    }
    #expect(store.state.child == nil)
    #expect(store.state.seen == ["child count -1"])
  }

  @Test func aDismissWithoutAChildIsReported() {
    let store = makeStore()
    withKnownIssue {
      store.send(.child(.dismiss))
    } matching: {
      $0.description.contains("received a presentation action when destination state was absent")
    }
    #expect(store.state.child == nil)
  }

  @Test func enumDestinationsRunTheCaseReducer() async {
    let clock = TestClock()
    let store = Store(initialState: EnumPresenter.State()) {
      EnumPresenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.showCounter)
    store.send(.destination(.presented(.counter(.increment))))
    #expect(store.state.destination == .counter(Counter.State(count: 1)))

    let timer = store.send(.destination(.presented(.counter(.startTimer))))
    // Switching to another case is another destination: the first one's effects stop.
    store.send(.showOther)
    await clock.advance(by: .seconds(5))
    #expect(await finishes(timer))
    #expect(timer.isCancelled)
    #expect(store.state.destination == .other(Counter.State()))

    await store.send(.destination(.presented(.other(.closeButtonTapped)))).finish()
    #expect(store.state.destination == nil)
  }
}

@Suite struct PresentationStateTests {
  @Test func wrapsAnOptionalAndProjectsItself() {
    var state = PresentationState<Int>(wrappedValue: 1)
    #expect(state.wrappedValue == 1)
    state.projectedValue.wrappedValue = 2
    #expect(state.wrappedValue == 2)
    state.wrappedValue = nil
    #expect(state.wrappedValue == nil)
  }

  @Test func copiesAreIndependent() {
    let original = PresentationState<[Int]>(wrappedValue: [1])
    var copy = original
    copy.wrappedValue?.append(2)
    #expect(original.wrappedValue == [1])
    #expect(copy.wrappedValue == [1, 2])
  }

  @Test func equalityAndHashingFollowTheWrappedValue() {
    #expect(PresentationState(wrappedValue: 1) == PresentationState(wrappedValue: 1))
    #expect(PresentationState(wrappedValue: 1) != PresentationState(wrappedValue: 2))
    #expect(PresentationState<Int>(wrappedValue: nil) != PresentationState(wrappedValue: 2))
    #expect(
      Set([PresentationState(wrappedValue: 1), PresentationState(wrappedValue: 1)]).count == 1
    )
  }

  @Test func dumpsAsTheOptionalItWraps() {
    #expect(String(customDumping: PresentationState<Int>(wrappedValue: 7)) == "7")
    #expect(String(customDumping: PresentationState<Int>(wrappedValue: nil)) == "nil")
  }

  @Test func presentationActionsCompareAndMatchCases() {
    let action = PresentationAction<Int>.presented(1)
    #expect(action == .presented(1))
    #expect(action != .dismiss)
    #expect(action[case: \.presented] == Optional(1))
    #expect(PresentationAction<Int>.dismiss.is(\.dismiss))
  }
}
