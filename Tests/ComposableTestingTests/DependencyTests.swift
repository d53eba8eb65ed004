import ComposableTesting
import Foundation
import Testing

@MainActor
struct DependencyTests {
  @Test func dependenciesChangedMidTestApplyToLaterActions() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
    await store.send(.stamp) {
      $0.stamps = [Date(timeIntervalSince1970: 1)]
    }
    store.dependencies.date.now = Date(timeIntervalSince1970: 2)
    await store.send(.stamp) {
      $0.stamps.append(Date(timeIntervalSince1970: 2))
    }
  }

  @Test func clockChangedMidTestAppliesToLaterEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // The first effect waits on the test clock…
    let first = await store.send(.deliverLater)
    store.dependencies.continuousClock = ImmediateClock()
    // …the second one, started after the change, does not.
    await store.send(.deliverLater)
    await store.receive(.delivered) { $0.delivered = true }
    await first.cancel()
  }

  @Test func contextIsTest() async {
    let store = TestStore(initialState: Stamper.State()) { Stamper() }
    await store.send(.readContext) {
      $0.context = .test
    }
    #expect(store.dependencies.context == .test)
  }

  @Test func assertionClosuresSeeTheStoresDependencies() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 7)
    }
    await store.send(.stamp) {
      @Dependency(\.date.now) var now
      $0.stamps = [now]
    }
  }
}
