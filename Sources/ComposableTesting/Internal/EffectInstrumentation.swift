extension TestStoreRecorder {
  /// Rewrites a feature effect for the test store's store: actions come back as
  /// ``TestAction/receive(_:origin:)``, and every unit of asynchronous work is tracked from the
  /// moment it is returned until it ends, however it ends (finished, cancelled by id, cancelled
  /// with its task, or torn down with the store).
  ///
  /// A unit is a `.run` leaf, or a whole `.concatenate` (its later parts start only when earlier
  /// ones end, so tracking them one by one would show a gap between parts). Cancellation ids,
  /// `cancelInFlight` and the shape of the effect are kept as they are.
  func instrument(
    _ effect: Effect<Action>, origin: InFlightEffect
  ) -> Effect<TestAction<Action>> {
    let location = origin.location
    switch effect.operation {
    case .none:
      return .none

    case let .send(action):
      return .send(.receive(action, origin: location))

    case let .run(run):
      let id = self.effects.start(origin)
      let body = run.body
      let effects = self.effects
      return Effect<TestAction<Action>>(
        operation: .run(
          run.replacingBody { @MainActor send in
            await body(send.map { .receive($0, origin: location) })
            effects.finish(id)
          }
        )
      )

    case let .merge(children):
      return Effect(operation: .merge(children.map { self.instrument($0, origin: origin) }))

    case let .concatenate(parts):
      return self.instrumentSequence(parts, origin: origin)

    case let .cancellable(token, cancelInFlight, child):
      return Effect(
        operation: .cancellable(
          token, cancelInFlight: cancelInFlight, self.instrument(child, origin: origin)
        )
      )

    case let .cancel(token):
      return Effect(operation: .cancel(token))
    }
  }

  /// Tracks a `.concatenate` as one unit.
  ///
  /// A sequence can end in two ways: its last part finishes, or its task is cancelled, in which
  /// case the remaining parts never start. The first is seen by an extra last part that signals
  /// the end. The second is seen by a watcher effect merged beside the sequence: it sits in the same
  /// place in the effect tree, so it carries the same cancellation ids and belongs to the same
  /// store task, and whatever cancels the sequence cancels the watcher too. The unit ends when the
  /// watcher does.
  private func instrumentSequence(
    _ parts: [Effect<Action>], origin: InFlightEffect
  ) -> Effect<TestAction<Action>> {
    let id = self.effects.start(origin)
    let location = origin.location
    let effects = self.effects
    let (ended, end) = AsyncStream<Never>.makeStream()
    let signalEnd = Effect<TestAction<Action>>(
      operation: .run(.init(priority: nil, name: nil) { _ in end.finish() })
    )
    let watcher = Effect<TestAction<Action>>(
      operation: .run(
        .init(priority: nil, name: nil) { _ in
          // Ends when the stream finishes or when this task is cancelled.
          for await _ in ended {}
          await effects.finish(id)
        }
      )
    )
    let sequence = Effect<TestAction<Action>>(
      operation: .concatenate(
        parts.map { $0.map { .receive($0, origin: location) } } + [signalEnd]
      )
    )
    return Effect(operation: .merge([sequence, watcher]))
  }
}
