import Composable
import Foundation
import Testing

/// A counter that can send itself more actions, for watching what store publishers emit.
struct PublishedCounter: Reducer {
  struct State: Equatable {
    var number = 0
    var label = ""
    var child = Child()
  }
  struct Child: Equatable { var value = 0 }
  enum Action: Equatable { case set(Int), relabel(String), burst, noop, child(Int) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .set(count):
      state.number = count
      return .none
    case let .relabel(label):
      state.label = label
      return .none
    case .burst:
      return .merge(.send(.set(1)), .send(.set(2)), .send(.set(3)))
    case .noop:
      return .none
    case let .child(value):
      state.child.value = value
      return .none
    }
  }
}

@MainActor
@Suite struct StorePublisherTests {
  @Test func emitsTheCurrentStateThenTheStateAfterEveryBatch() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    var counts: [Int] = []
    let cancellable = store.publisher.sink { counts.append($0.number) }
    #expect(counts == [0])
    store.send(.set(1))
    store.send(.noop)
    #expect(counts == [0, 1, 1])
    store.send(.burst)
    #expect(counts == [0, 1, 1, 3])
    cancellable.cancel()
    store.send(.set(4))
    #expect(counts == [0, 1, 1, 3])
  }

  @Test func dynamicMemberLookupEmitsOnlyChanges() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    var counts: [Int] = []
    let cancellable = store.publisher.number.sink { counts.append($0) }
    store.send(.set(1))
    store.send(.relabel("a"))
    store.send(.set(1))
    store.send(.set(2))
    #expect(counts == [0, 1, 2])
    _ = cancellable
  }

  @Test func scopedStoresPublishTheirSlice() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    let child = store.scope(
      state: \.child, action: { (value: Int) in PublishedCounter.Action.child(value) }
    )
    var values: [Int] = []
    let cancellable = child.publisher.value.sink { values.append($0) }
    store.send(.child(1))
    child.send(2)
    store.send(.set(5))
    #expect(values == [0, 1, 2])
    _ = cancellable
  }

  @Test func subscribersHearInTheOrderTheySubscribed() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    var heard: [String] = []
    let cancellables = ["a", "b", "c"].map { name in
      store.publisher.dropFirst().sink { _ in heard.append(name) }
    }
    store.send(.set(1))
    store.send(.set(2))
    #expect(heard == ["a", "b", "c", "a", "b", "c"])
    _ = cancellables
  }

  @Test func aSubscriptionKeepsTheStoreAlive() {
    weak var weakStore: StoreOf<PublishedCounter>?
    var counts: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
      weakStore = store
      cancellable = store.publisher.number.sink { counts.append($0) }
    }
    #expect(weakStore != nil)
    weakStore?.send(.set(1))
    #expect(counts == [0, 1])
    cancellable?.cancel()
    cancellable = nil
    #expect(weakStore == nil)
  }

  @Test func subscribingOffTheMainActorIsReportedNotACrash() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    let publisher = UncheckedSendable(store.publisher.number)
    let received = LockIsolated<[Int]>([])
    withKnownIssue {
      DispatchQueue.global().sync {
        let cancellable = publisher.wrappedValue.sink { value in
          received.withValue { $0.append(value) }
        }
        cancellable.cancel()
      }
    } matching: { issue in
      issue.description.contains("subscribed to off the main actor")
    }
    #expect(received.value == [])
  }
}
