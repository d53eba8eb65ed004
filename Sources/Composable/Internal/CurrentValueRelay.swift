import Foundation

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
final class CurrentValueRelay<Output>: Publisher, @unchecked Sendable {
  typealias Failure = Never

  // Everything below is guarded by `lock`.
  private let lock = NSLock()
  private var currentValue: Output
  private var subscriptions: [Delivery] = []
  private var undelivered: [Output] = []
  private var isDelivering = false

  init(_ value: Output) {
    self.currentValue = value
  }

  /// The value a new subscriber receives first.
  var value: Output {
    self.lock.withLock { self.currentValue }
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let subscription = Delivery(relay: self, downstream: AnySubscriber(subscriber))
    let value = self.lock.withLock {
      self.subscriptions.append(subscription)
      return self.currentValue
    }
    subscriber.receive(subscription: subscription)
    subscription.deliver(value)
  }

  /// Makes `value` the current value and delivers it to every subscriber.
  func send(_ value: Output) {
    self.lock.lock()
    self.currentValue = value
    self.undelivered.append(value)
    guard !self.isDelivering else {
      self.lock.unlock()
      return
    }
    self.isDelivering = true
    var index = 0
    while index < self.undelivered.count {
      let value = self.undelivered[index]
      index += 1
      let subscriptions = self.subscriptions
      self.lock.unlock()
      for subscription in subscriptions {
        subscription.deliver(value)
      }
      self.lock.lock()
    }
    self.undelivered.removeAll(keepingCapacity: true)
    self.isDelivering = false
    self.lock.unlock()
  }

  fileprivate func remove(_ subscription: Delivery) {
    self.lock.withLock {
      self.subscriptions.removeAll { $0 === subscription }
    }
  }
}

extension CurrentValueRelay {
  /// One subscriber's subscription: holds the values it has not asked for yet.
  fileprivate final class Delivery: Subscription, @unchecked Sendable {
    // Guarded by `lock`; `downstream` is `nil` once cancelled.
    private let lock = NSLock()
    private weak var relay: CurrentValueRelay?
    private var downstream: AnySubscriber<Output, Never>?
    private var demand = Subscribers.Demand.none
    private var buffer: [Output] = []

    init(relay: CurrentValueRelay, downstream: AnySubscriber<Output, Never>) {
      self.relay = relay
      self.downstream = downstream
    }

    func deliver(_ value: Output) {
      self.lock.lock()
      self.buffer.append(value)
      self.lock.unlock()
      self.drain()
    }

    func request(_ demand: Subscribers.Demand) {
      self.lock.withLock { self.demand += demand }
      self.drain()
    }

    func cancel() {
      let relay = self.lock.withLock {
        self.downstream = nil
        self.buffer.removeAll()
        return self.relay
      }
      relay?.remove(self)
    }

    /// Hands buffered values to the subscriber while it asks for them.
    private func drain() {
      self.lock.lock()
      while self.demand > .none, !self.buffer.isEmpty, let downstream = self.downstream {
        self.demand -= 1
        let value = self.buffer.removeFirst()
        self.lock.unlock()
        let more = downstream.receive(value)
        self.lock.lock()
        self.demand += more
      }
      self.lock.unlock()
    }
  }
}
