import ComposableTesting
import Testing

/// The reducer operators that take `AnyCasePath`s (`/Action.child`) behave as their case key
/// path forms: the child runs first, its effects end with it, and misuse is reported.
///
/// Each test is deprecated, as the operators are (a deprecated suite cannot hold tests).
@MainActor
@Suite struct AnyCasePathOperatorTests {
  private func testStore<R: Reducer>(
    _ state: R.State, clock: TestClock<Duration>, _ reducer: () -> R
  ) -> TestStore<R.State, R.Action> where R.State: Equatable {
    TestStore(initialState: state, reducer: reducer) {
      $0.continuousClock = clock
    }
  }

  @available(*, deprecated)
  @Test func ifLetRunsTheChildFirstAndCancelsItsEffectsWhenItGoesAway() async {
    let clock = TestClock()
    let store = testStore(AnyCasePathFixtures.Optional.State(), clock: clock) {
      AnyCasePathFixtures.Optional()
    }
    await store.send(.present) { $0.child = AnyCasePathFixtures.Child.State() }
    await store.send(.child(.increment)) {
      $0.child?.count = 1
      $0.seen = [1]
    }
    await store.send(.child(.startTimer)) { $0.seen = [1, 1] }
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) {
      $0.child?.count = 101
      $0.seen = [1, 1, 101]
    }
    // Clearing the state cancels the timer: the test store would report it still running.
    await store.send(.dismiss) { $0.child = nil }
  }

  @available(*, deprecated)
  @Test func ifLetReportsAnActionForAbsentState() async {
    let store = testStore(AnyCasePathFixtures.Optional.State(), clock: TestClock()) {
      AnyCasePathFixtures.Optional()
    }
    await withKnownIssue {
      await store.send(.child(.increment)) { $0.seen = [-1] }
    } matching: { issue in
      issue.description.contains("received a child action when child state was \"nil\"")
    }
  }

  @available(*, deprecated)
  @Test func presentationDismissesAndCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = testStore(AnyCasePathFixtures.Presenter.State(), clock: clock) {
      AnyCasePathFixtures.Presenter()
    }
    await store.send(.present) { $0.child = AnyCasePathFixtures.Child.State() }
    await store.send(.child(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.presented(.tick))) { $0.child?.count = 100 }
    await store.send(.child(.dismiss)) { $0.child = nil }
  }

  @available(*, deprecated)
  @Test func forEachWithAnIDAndActionCaseAddressesOneRow() async {
    let clock = TestClock()
    let store = testStore(
      AnyCasePathFixtures.List.State(rows: [
        AnyCasePathFixtures.Child.State(id: 1), AnyCasePathFixtures.Child.State(id: 2),
      ]),
      clock: clock
    ) { AnyCasePathFixtures.List() }
    await store.send(.row(id: 2, action: .increment)) { $0.rows[id: 2]?.count = 1 }
    await store.send(.row(id: 1, action: .startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.row(id: 1, action: .tick)) { $0.rows[id: 1]?.count = 100 }
    await store.send(.remove(id: 1)) { $0.rows.remove(id: 1) }
    await withKnownIssue {
      await store.send(.row(id: 1, action: .increment))
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
    }
  }

  @available(*, deprecated)
  @Test func stackForEachPushesActsAndPops() async {
    let clock = TestClock()
    let store = testStore(AnyCasePathFixtures.Stack.State(), clock: clock) {
      AnyCasePathFixtures.Stack()
    }
    await store.send(.path(.push(id: 0, state: AnyCasePathFixtures.Child.State()))) {
      $0.path[id: 0] = AnyCasePathFixtures.Child.State()
    }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) {
      $0.path[id: 0]?.count = 100
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @available(*, deprecated)
  @Test func ifCaseLetRunsTheCaseAndCancelsItsEffectsWhenTheCaseChanges() async {
    let clock = TestClock()
    let store = testStore(
      AnyCasePathFixtures.Session.State.loggedIn(AnyCasePathFixtures.Child.State()), clock: clock
    ) {
      AnyCasePathFixtures.Session()
    }
    await store.send(.loggedIn(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.loggedIn(.tick)) {
      $0 = .loggedIn(AnyCasePathFixtures.Child.State(count: 100))
    }
    await store.send(.logOut) { $0 = .loggedOut(AnyCasePathFixtures.Child.State()) }
    await withKnownIssue {
      await store.send(.loggedIn(.increment))
    } matching: { issue in
      issue.description.contains(
        "received a child action when child state was set to a different case")
    }
  }

  @available(*, deprecated)
  @Test func scopeReachesACaseOrAProperty() async {
    let session = testStore(
      AnyCasePathFixtures.Session.State.loggedOut(AnyCasePathFixtures.Child.State()),
      clock: TestClock()
    ) {
      AnyCasePathFixtures.Session()
    }
    await session.send(.loggedOut(.increment)) {
      $0 = .loggedOut(AnyCasePathFixtures.Child.State(count: 1))
    }
    await withKnownIssue {
      await session.send(.logOut)
      await session.send(.loggedIn(.increment))
    }

    let profile = testStore(AnyCasePathFixtures.Profile.State(), clock: TestClock()) {
      AnyCasePathFixtures.Profile()
    }
    await profile.send(.child(.increment)) { $0.child.count = 1 }
  }
}
