#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// A publisher of a current value that never fails and never finishes: what store publishers are
/// built on.
///
/// A new subscriber receives the current value at once, then every value sent after it. Values
/// reach subscribers in the order they subscribed. A value sent while the relay is delivering
/// another (a subscriber that sends an action, whose batch sends the relay a new value) is
/// delivered after the one in progress has reached every subscriber, so that no subscriber sees
/// values out of order.
final class CurrentValueRelay<Output>: Publisher, @unchecked Sendable {  // state is `Locked`
  typealias Failure = Never

  private struct State {
    var currentValue: Output
    var subscriptions: [Delivery] = []
    var undelivered: [Output] = []
    var isDelivering = false
  }

  private let state: Locked<State>

  init(_ value: Output) {
    self.state = Locked(State(currentValue: value))
  }

  /// The value a new subscriber receives first.
  var value: Output {
    self.state.withLock { $0.currentValue }
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let subscription = Delivery(relay: self, downstream: AnySubscriber(subscriber))
    let value = self.state.withLock { state in
      state.subscriptions.append(subscription)
      return state.currentValue
    }
    subscriber.receive(subscription: subscription)
    subscription.deliver(value)
  }

  /// Makes `value` the current value and delivers it to every subscriber.
  func send(_ value: Output) {
    let deliversNow = self.state.withLock { state in
      state.currentValue = value
      state.undelivered.append(value)
      guard !state.isDelivering else { return false }
      state.isDelivering = true
      return true
    }
    guard deliversNow else { return }
    var index = 0
    // Delivered outside the lock: a subscriber may send the relay a value in turn.
    while let (value, subscriptions) = self.nextUndelivered(at: &index) {
      for subscription in subscriptions {
        subscription.deliver(value)
      }
    }
  }

  /// The undelivered value at `index` and the subscribers to deliver it to; `nil`, and the
  /// delivery over, once every value is delivered.
  private func nextUndelivered(at index: inout Int) -> (Output, [Delivery])? {
    self.state.withLock { state in
      guard index < state.undelivered.count else {
        state.undelivered.removeAll(keepingCapacity: true)
        state.isDelivering = false
        return nil
      }
      index += 1
      return (state.undelivered[index - 1], state.subscriptions)
    }
  }

  fileprivate func remove(_ subscription: Delivery) {
    self.state.withLock { state in
      state.subscriptions.removeAll { $0 === subscription }
    }
  }
}

extension CurrentValueRelay {
  /// One subscriber's subscription: holds the values it has not asked for yet.
  fileprivate final class Delivery: Subscription, @unchecked Sendable {  // state is `Locked`
    private struct State {
      weak var relay: CurrentValueRelay?
      /// `nil` once cancelled.
      var downstream: AnySubscriber<Output, Never>?
      var demand = Subscribers.Demand.none
      var buffer: [Output] = []
    }

    private let state: Locked<State>

    init(relay: CurrentValueRelay, downstream: AnySubscriber<Output, Never>) {
      self.state = Locked(State(relay: relay, downstream: downstream))
    }

    func deliver(_ value: Output) {
      self.state.withLock { $0.buffer.append(value) }
      self.drain()
    }

    func request(_ demand: Subscribers.Demand) {
      self.state.withLock { $0.demand += demand }
      self.drain()
    }

    func cancel() {
      let relay = self.state.withLock { state in
        state.downstream = nil
        state.buffer.removeAll()
        return state.relay
      }
      relay?.remove(self)
    }

    /// Hands buffered values to the subscriber while it asks for them, outside the lock.
    private func drain() {
      while let (downstream, value) = self.nextDemanded() {
        let more = downstream.receive(value)
        self.state.withLock { $0.demand += more }
      }
    }

    /// The next buffered value and whom to hand it to, if the subscriber asks for one.
    private func nextDemanded() -> (AnySubscriber<Output, Never>, Output)? {
      self.state.withLock { state in
        guard state.demand > .none, !state.buffer.isEmpty, let downstream = state.downstream else {
          return nil
        }
        state.demand -= 1
        return (downstream, state.buffer.removeFirst())
      }
    }
  }
}
