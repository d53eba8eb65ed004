import Composable
import Testing

/// A view state that counts how often it is compared.
private struct CountedState: Equatable {
  nonisolated(unsafe) static var comparisons = 0
  var name = "Blob"

  static func == (lhs: Self, rhs: Self) -> Bool {
    comparisons += 1
    return lhs.name == rhs.name
  }
}

@MainActor
@Suite(.serialized) struct ViewStorePublisherTests {
  @Test func emitsOnlyChangedViewStates() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    let viewStore = ViewStore(store, observe: { $0.number })
    var counts: [Int] = []
    let cancellable = viewStore.publisher.sink { counts.append($0) }
    store.send(.noop)
    store.send(.relabel("a"))
    store.send(.set(1))
    store.send(.set(1))
    #expect(counts == [0, 1])
    _ = cancellable
  }

  @Test func removeDuplicatesDecidesWhatIsAChange() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    let viewStore = ViewStore(
      store, observe: { $0 }, removeDuplicates: { $0.number == $1.number }
    )
    var labels: [String] = []
    let cancellable = viewStore.publisher.sink { labels.append($0.label) }
    store.send(.relabel("a"))
    store.send(.set(1))
    #expect(labels == ["", "a"])
    _ = cancellable
  }

  @Test func nonEquatableViewStatesEmitEveryChange() {
    struct Opaque { var count: Int }
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    let viewStore = ViewStore(store, observe: { Opaque(count: $0.number) })
    var counts: [Int] = []
    let cancellable = viewStore.publisher.sink { counts.append($0.count) }
    store.send(.noop)
    store.send(.set(1))
    #expect(counts == [0, 0, 1])
    _ = cancellable
  }

  @Test func viewStatesAreComparedOncePerChangeWhateverTheSubscribers() {
    let store = Store(initialState: CountedState()) {
      Reduce<CountedState, Void> { _, _ in .none }
    }
    let viewStore = ViewStore(store, observe: { $0 })
    let cancellables = (1...3).map { _ in viewStore.publisher.sink { _ in } }
    CountedState.comparisons = 0
    store.send(())
    store.send(())
    #expect(CountedState.comparisons == 2)
    _ = cancellables
  }

  @Test func theStateIsUpToDateWhenAValueArrives() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    let viewStore = ViewStore(store, observe: { $0.number })
    var seen: [Int] = []
    let cancellable = viewStore.publisher.sink { _ in seen.append(viewStore.state) }
    store.send(.set(1))
    store.send(.set(2))
    #expect(seen == [0, 1, 2])
    _ = cancellable
  }

  @Test func anActionSentFromASubscriberReachesLaterSubscribersInOrder() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    let viewStore = ViewStore(store, observe: { $0.number })
    var first: [Int] = []
    var second: [Int] = []
    let a = viewStore.publisher.sink { count in
      first.append(count)
      if count == 1 { viewStore.send(.set(2)) }
    }
    let b = viewStore.publisher.sink { second.append($0) }
    viewStore.send(.set(1))
    #expect(first == [0, 1, 2])
    #expect(second == [0, 1, 2])
    _ = (a, b)
  }

  @Test func aSubscriptionKeepsTheViewStoreAlive() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    weak var weakViewStore: ViewStore<Int, PublishedCounter.Action>?
    var counts: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let viewStore = ViewStore(store, observe: { $0.number })
      weakViewStore = viewStore
      cancellable = viewStore.publisher.sink { counts.append($0) }
    }
    #expect(weakViewStore != nil)
    store.send(.set(1))
    #expect(counts == [0, 1])
    cancellable?.cancel()
    cancellable = nil
    #expect(weakViewStore == nil)
  }
}
