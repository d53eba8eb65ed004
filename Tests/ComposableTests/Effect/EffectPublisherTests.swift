import Composable
import ComposableTesting
import Foundation
import TestHelpers
import Testing

/// A feature whose effects are Combine publishers.
struct PublisherFeature: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable {
    case just, subscribe, poke, delayed, stop, readDependency, startNever
    case received(String)
  }
  enum CancelID: Hashable, Sendable { case subject }

  let subject: PassthroughSubject<String, Never>
  var mainQueue: AnySchedulerOf<DispatchQueue> = .immediate
  var onCancel: @Sendable () -> Void = {}
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .just:
      return .publisher { Just(Action.received("just")) }
    case .subscribe:
      return .publisher { self.subject.map(Action.received) }
        .cancellable(id: CancelID.subject)
    case .poke:
      self.subject.send("poked")
      return .none
    case .delayed:
      return .publisher {
        Just(Action.received("delayed")).delay(for: 1, scheduler: self.mainQueue)
      }
    case .stop:
      return .cancel(id: CancelID.subject)
    case .readDependency:
      return .publisher {
        Deferred { Just(Action.received(self.uuid().uuidString)) }
      }
    case .startNever:
      return .publisher {
        Empty<Action, Never>(completeImmediately: false)
          .handleEvents(receiveCancel: self.onCancel)
      }
    case let .received(value):
      state.log.append(value)
      return .none
    }
  }
}

@MainActor
@Suite struct EffectPublisherTests {
  let subject = PassthroughSubject<String, Never>()

  @Test func actionsEmittedAtOnceAreReducedBeforeSendReturns() {
    let store = Store(initialState: PublisherFeature.State()) {
      PublisherFeature(subject: self.subject)
    }
    let task = store.send(.just)
    #expect(store.log == ["just"])
    #expect(task.isCancelled)  // No effect is left running.
    #expect(store._runningEffectCount == 0)
  }

  @Test func actionsEmittedWhileReducingJoinTheBatch() {
    let store = Store(initialState: PublisherFeature.State()) {
      PublisherFeature(subject: self.subject)
    }
    store.send(.subscribe)
    store.send(.poke)
    #expect(store.log == ["poked"])
    self.subject.send("later")
    #expect(store.log == ["poked", "later"])
  }

  @Test func cancellingTheEffectCancelsTheSubscription() async {
    let store = Store(initialState: PublisherFeature.State()) {
      PublisherFeature(subject: self.subject)
    }
    let task = store.send(.subscribe)
    self.subject.send("before")
    store.send(.stop)
    self.subject.send("after")
    #expect(await finishes(task))
    #expect(store.log == ["before"])
    #expect(store._registeredEffectCount == 0)
  }

  @Test func theEffectEndsWhenThePublisherFinishes() async {
    let store = Store(initialState: PublisherFeature.State()) {
      PublisherFeature(subject: self.subject)
    }
    let task = store.send(.subscribe)
    #expect(store._runningEffectCount == 1)
    self.subject.send(completion: .finished)
    #expect(await finishes(task))
    #expect(store._runningEffectCount == 0)
    #expect(store._registeredEffectCount == 0)
  }

  @Test func aTestSchedulerDeliversSynchronouslyWhenAdvanced() {
    let mainQueue = DispatchQueue.test
    let store = Store(initialState: PublisherFeature.State()) {
      PublisherFeature(subject: self.subject, mainQueue: mainQueue.eraseToAnyScheduler())
    }
    store.send(.delayed)
    #expect(store._runningEffectCount == 1)
    mainQueue.advance(by: 1)
    #expect(store.log == ["delayed"])
  }

  @Test func valuesFromAnotherThreadHopToTheMainActor() async {
    let store = Store(initialState: PublisherFeature.State()) {
      PublisherFeature(subject: self.subject)
    }
    store.send(.subscribe)
    let subject = UncheckedSendable(self.subject)
    await Task.detached { subject.wrappedValue.send("from elsewhere") }.value
    #expect(await eventually { store.log == ["from elsewhere"] })
  }

  @Test func theStoreGoingAwayCancelsTheSubscription() async {
    let cancelled = LockIsolated(false)
    do {
      let store = Store(initialState: PublisherFeature.State()) {
        PublisherFeature(subject: self.subject, onCancel: { cancelled.setValue(true) })
      }
      store.send(.startNever)
      #expect(!cancelled.value)
    }
    #expect(await eventually { cancelled.value })
  }

  @Test func deferredPublishersSeeTheStoresDependencies() {
    let store = Store(initialState: PublisherFeature.State()) {
      PublisherFeature(subject: self.subject)
    } withDependencies: {
      $0.uuid = .constant(UUID(0))
    }
    store.send(.readDependency)
    #expect(store.log == [UUID(0).uuidString])
  }

  @Test func testStoreReceivesPublishedActionsAndWaitsForThePublisher() async {
    let store = TestStore(initialState: PublisherFeature.State()) {
      PublisherFeature(subject: self.subject)
    }
    await store.send(.subscribe)
    await store.send(.poke)
    await store.receive(.received("poked")) { $0.log = ["poked"] }
    self.subject.send(completion: .finished)
    await store.finish()
  }

  @Test func testStoreReportsAPublisherStillRunning() async {
    await withKnownIssue {
      let store = TestStore(initialState: PublisherFeature.State()) {
        PublisherFeature(subject: self.subject)
      }
      await store.send(.subscribe)
      await store.finish(timeout: .milliseconds(100))
    } matching: { issue in
      issue.description.contains("still running")
    }
  }
}
