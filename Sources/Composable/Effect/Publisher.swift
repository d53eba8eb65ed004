#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

extension Effect {
  /// An effect that feeds the actions of a Combine publisher back into the store.
  ///
  /// ```swift
  /// case .onAppear:
  ///   return .publisher {
  ///     self.locationClient.updates
  ///       .map(Action.locationUpdated)
  ///   }
  /// ```
  ///
  /// The store subscribes when it starts the effect, while it is still handling the action that
  /// returned it: an action the publisher emits at once (a `Just`, a subject the reducer sends
  /// to) is reduced before `Store.send` returns. Later actions emitted on the main thread are
  /// reduced as they come; those emitted elsewhere hop to the main actor. The effect ends when
  /// the publisher finishes; cancelling it (by id, with its `StoreTask`, or when the store goes
  /// away) cancels the subscription.
  ///
  /// On platforms without Combine, the publisher is OpenCombine's, which `Composable` exports
  /// there.
  ///
  /// - Parameter createPublisher: Makes the publisher, now, with the reducer's dependencies;
  ///   a `Deferred` publisher's closure runs when the store subscribes, with them as well.
  public static func publisher(_ createPublisher: () -> some Publisher<Action, Never>) -> Self {
    // Subscribed to once, on the main actor, by the store that starts the effect.
    let publisher = UncheckedSendable(createPublisher())
    return withEscapedPresentationDependencies { dependencies in
      Self(
        operation: .publisher(
          PublisherRun { send, finish in
            let subscription = dependencies.yield {
              // `@Sendable`: written inside a main-actor closure, these would otherwise be
              // main-actor isolated, and a publisher emitting on another thread would trap on
              // the isolation check at their entry before they could hop to the main actor.
              publisher.wrappedValue.sink(
                receiveCompletion: { @Sendable _ in onMainActor { finish() } },
                receiveValue: { @Sendable action in
                  let action = UncheckedSendable(action)
                  onMainActor { send(action.wrappedValue) }
                }
              )
            }
            let cancellable = UncheckedSendable(subscription)
            return { cancellable.wrappedValue.cancel() }
          }
        )
      )
    }
  }

  /// A subscription to a source of actions that the store starts synchronously, while it
  /// interprets the effect: the work behind ``Effect/publisher(_:)``.
  @usableFromInline
  package struct PublisherRun {
    /// Subscribes. `send` receives each action and `finish` the end of the source, both on the
    /// main actor; the function returned cancels the subscription, from any thread.
    package let subscribe:
      @MainActor (
        _ send: @escaping @MainActor (Action) -> Void,
        _ finish: @escaping @MainActor () -> Void
      ) -> @Sendable () -> Void

    package init(
      subscribe:
        @escaping @MainActor (
          _ send: @escaping @MainActor (Action) -> Void,
          _ finish: @escaping @MainActor () -> Void
        ) -> @Sendable () -> Void
    ) {
      self.subscribe = subscribe
    }

    /// The same subscription, its actions transformed.
    package func map<NewAction>(
      _ transform: @escaping @Sendable (Action) -> NewAction
    ) -> Effect<NewAction>.PublisherRun {
      let subscribe = self.subscribe
      return .init { send, finish in
        subscribe({ send(transform($0)) }, finish)
      }
    }

    /// The same subscription, calling `body` when the source finishes.
    package func onFinish(_ body: @escaping @MainActor () -> Void) -> Self {
      let subscribe = self.subscribe
      return Self { send, finish in
        subscribe(send) {
          finish()
          body()
        }
      }
    }
  }
}
