#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

extension Store {
  /// A publisher of the store's state: the current state when subscribed to, then the state
  /// after every batch of actions the store tree reduces.
  ///
  /// ```swift
  /// store.publisher.count
  ///   .sink { count in label.text = "\(count)" }
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// Values are delivered on the main actor, synchronously, as `send` finishes reducing. Every
  /// batch emits, changed or not; pluck an `Equatable` field through dynamic member lookup
  /// (`store.publisher.count`) to get only its changes. A subscription keeps the store alive.
  /// Subscribe on the main actor: the state cannot be read elsewhere, and a subscription made
  /// off it is reported and misses the current state.
  public var publisher: StorePublisher<State> {
    let core = self.core
    return StorePublisher(
      store: self,
      upstream: core.root.stateChanges.compactMap { _ in
        ifOnMainActor(
          { UncheckedSendable(core.currentState().pointee) },
          else: """
            A store's publisher was subscribed to off the main actor, where the store's state \
            cannot be read: the state was not published. Subscribe on the main actor.
            """
        )
        .map { $0.wrappedValue }
      }
    )
  }
}

/// A publisher of a store's state, or of a part of it.
///
/// Dynamic member lookup derives a publisher of an `Equatable` field that emits only when the
/// field changes: `store.publisher.alert`.
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
  public typealias Output = State
  public typealias Failure = Never

  /// Kept alive by every subscription: the store, or the view store, the state comes from.
  let owner: AnyObject
  let upstream: AnyPublisher<State, Never>

  init(store owner: AnyObject, upstream: some Publisher<State, Never>) {
    self.owner = owner
    self.upstream = upstream.eraseToAnyPublisher()
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
    let owner = self.owner
    self.upstream.subscribe(
      AnySubscriber(
        receiveSubscription: { subscriber.receive(subscription: $0) },
        receiveValue: { subscriber.receive($0) },
        receiveCompletion: {
          subscriber.receive(completion: $0)
          withExtendedLifetime(owner) {}
        }
      )
    )
  }

  /// A publisher of the field at `keyPath`, emitting only when it changes.
  public subscript<Value: Equatable>(
    dynamicMember keyPath: KeyPath<State, Value>
  ) -> StorePublisher<Value> {
    StorePublisher<Value>(
      store: self.owner, upstream: self.upstream.map(keyPath).removeDuplicates())
  }
}
