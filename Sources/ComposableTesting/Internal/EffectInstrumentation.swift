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

    case let .publisher(run):
      return self.instrumentPublisher(run, origin: origin)

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

  /// Tracks a publisher effect as one unit, from the moment it is returned until the publisher
  /// finishes or the subscription is cancelled, with a watcher as for a `.concatenate`.
  private func instrumentPublisher(
    _ run: Effect<Action>.PublisherRun, origin: InFlightEffect
  ) -> Effect<TestAction<Action>> {
    let location = origin.location
    return self.trackedUnit(origin: origin) { end in
      Effect(
        operation: .publisher(
          run.map { .receive($0, origin: location) }.onFinish { end.finish() }
        )
      )
    }
  }

  /// Tracks a `.concatenate` as one unit.
  ///
  /// A sequence can end in two ways: its last part finishes, or its task is cancelled, in which
  /// case the remaining parts never start. The first is seen by an extra last part that signals
  /// the end; the second by the watcher of ``trackedUnit(origin:_:)``.
  private func instrumentSequence(
    _ parts: [Effect<Action>], origin: InFlightEffect
  ) -> Effect<TestAction<Action>> {
    let location = origin.location
    return self.trackedUnit(origin: origin) { end in
      let signalEnd = Effect<TestAction<Action>>(
        operation: .run(.init(priority: nil, name: nil) { _ in end.finish() })
      )
      return Effect(
        operation: .concatenate(
          parts.map { $0.map { .receive($0, origin: location) } } + [signalEnd]
        )
      )
    }
  }

  /// Tracks the effect `unit` makes as one unit, which ends when the effect finishes the
  /// continuation it is given or is cancelled.
  ///
  /// The second is seen by a watcher effect merged beside it: it sits in the same place in the
  /// effect tree, so it carries the same cancellation ids and belongs to the same store task, and
  /// whatever cancels the unit cancels the watcher too. The unit ends when the watcher does.
  private func trackedUnit(
    origin: InFlightEffect,
    _ unit: (AsyncStream<Never>.Continuation) -> Effect<TestAction<Action>>
  ) -> Effect<TestAction<Action>> {
    let id = self.effects.start(origin)
    let effects = self.effects
    let (ended, end) = AsyncStream<Never>.makeStream()
    let watcher = Effect<TestAction<Action>>(
      operation: .run(
        .init(priority: nil, name: nil) { _ in
          // Ends when the stream finishes or when this task is cancelled.
          for await _ in ended {}
          await effects.finish(id)
        }
      )
    )
    return Effect(operation: .merge([unit(end), watcher]))
  }
}
