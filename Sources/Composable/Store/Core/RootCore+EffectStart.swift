#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

// Effect start-up: how a root store turns the effects its reducer returns into queued actions,
// tasks, subscriptions and cancellations.
extension RootCore {
  /// Interprets an effect: queues its actions, starts its tasks and records cancellation.
  ///
  /// - Parameters:
  ///   - origin: The action whose reducer returned the effect, for issue messages.
  ///   - lineage: The lineage its tasks join; `nil` for the batch's.
  ///   - tasks: Collects the tasks started, when a sequence needs to wait for them.
  func start(
    _ effect: Effect<Action>,
    origin: Action,
    tokens: [CancelToken],
    lineage: EffectLineage?,
    into tasks: inout [Task<Void, Never>]?
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      if self.isSending {
        self.recording?.willReduce(sentBy: .send)
        self.bufferedActions.append(action)
      } else {
        self.recording?.willReduce(sentBy: .effect)
        // A later part of a sequence: its actions and their work belong to the sequence's send.
        _ = self.reduceBatch(action, joining: lineage, collectingTasksIn: &tasks)
      }
    case let .run(run):
      // Started first: `tasks?.append(…)` would not evaluate its argument when `tasks` is nil.
      let task = self.startTask(run, origin: origin, tokens: tokens, lineage: lineage)
      tasks?.append(task)
    case let .publisher(run):
      if let task = self.startSubscription(run, tokens: tokens, lineage: lineage) {
        tasks?.append(task)
      }
    case let .merge(effects):
      for effect in effects {
        self.start(effect, origin: origin, tokens: tokens, lineage: lineage, into: &tasks)
      }
    case let .concatenate(effects):
      let task = self.startSequence(effects, origin: origin, tokens: tokens, lineage: lineage)
      tasks?.append(task)
    case let .cancellable(token, cancelInFlight, effect):
      if cancelInFlight {
        self.effectTasks.registry.cancel(token)
      }
      self.start(effect, origin: origin, tokens: tokens + [token], lineage: lineage, into: &tasks)
    case let .cancel(token):
      self.effectTasks.registry.cancel(token)
      if token.id == childEffectsID {
        // A child that went away takes its throttle windows with it: one that comes back in
        // its place starts afresh.
        self.throttles.forget(under: token.path)
      }
    }
  }

  private func startTask(
    _ run: Effect<Action>.Run, origin: Action, tokens: [CancelToken], lineage: EffectLineage?
  ) -> Task<Void, Never> {
    let key = self.effectTasks.makeKey()
    let effect = RunningEffect(
      key: key, lineage: lineage ?? self.lineageOfBatch(), origin: origin, location: run.location
    )
    let body = run.body
    let parent = self.recording?.currentID
    let send = Send<Action> { [weak self] action in
      guard !effect.isFinished else {
        effect.reportSendAfterFinish(action)
        return
      }
      self?.recording?.willReduce(sentBy: .effect, parent: parent)
      var unused: [Task<Void, Never>]?
      _ = self?.reduceBatch(action, joining: effect.lineage, collectingTasksIn: &unused)
    }
    let task = Task(name: run.name, priority: run.priority) { [weak self] in
      await body(send)
      effect.isFinished = true
      effect.lineage.leave(key: effect.key, wasCancelled: Task.isCancelled)
      self?.effectTasks.finished(effect.key)
    }
    self.effectTasks.track(task, key: key, tokens: tokens, lineage: effect.lineage)
    return task
  }

  /// Subscribes to a publisher effect now, so that what it emits at once joins the current
  /// batch. Returns the task that stands for the subscription until the publisher finishes
  /// (cancelling it cancels the subscription), or `nil` if it finished already.
  private func startSubscription(
    _ run: Effect<Action>.PublisherRun, tokens: [CancelToken], lineage: EffectLineage?
  ) -> Task<Void, Never>? {
    let (finished, finish) = AsyncStream<Never>.makeStream()
    var isFinished = false
    // Set on cancellation, for actions that were on their way to the main actor then.
    let isCancelled = Locked(false)
    // Made only if the subscription outlives this call; the actions it sends later join it.
    let lineageOfSubscription = Locked<EffectLineage?>(nil)
    let parent = self.recording?.currentID
    let cancel = run.subscribe(
      { [weak self] action in
        guard let self, !isCancelled.withLock({ $0 }) else { return }
        self.recording?.willReduce(sentBy: .effect, parent: parent)
        if self.isSending {
          self.bufferedActions.append(action)
        } else {
          var unused: [Task<Void, Never>]?
          _ = self.reduceBatch(
            action, joining: lineageOfSubscription.withLock { $0 }, collectingTasksIn: &unused
          )
        }
      },
      {
        isFinished = true
        finish.finish()
      }
    )
    guard !isFinished else { return nil }
    // Stops the subscription at once, even if the task standing for it has not started yet.
    let stop: @Sendable () -> Void = {
      isCancelled.withLock { $0 = true }
      cancel()
      finish.finish()
    }
    let key = self.effectTasks.makeKey()
    let lineage = lineage ?? self.lineageOfBatch()
    lineageOfSubscription.withLock { $0 = lineage }
    let task = Task { [weak self] in
      await withTaskCancellationHandler {
        for await _ in finished {}
      } onCancel: {
        stop()
      }
      lineage.leave(key: key, wasCancelled: Task.isCancelled)
      self?.effectTasks.finished(key)
    }
    self.effectTasks.track(
      task, key: key, tokens: tokens, lineage: lineage,
      cancelledAs: SubscriptionWork(task: task, stop: stop)
    )
    return task
  }

  /// Runs effects one after another in a task; actions of the later effects are sent as they
  /// come, in batches of their own.
  private func startSequence(
    _ effects: [Effect<Action>], origin: Action, tokens: [CancelToken], lineage: EffectLineage?
  ) -> Task<Void, Never> {
    let key = self.effectTasks.makeKey()
    let lineage = lineage ?? self.lineageOfBatch()
    let parent = self.recording?.currentID
    let task = Task { [weak self] in
      for effect in effects {
        guard let self, !Task.isCancelled else { break }
        // The later parts were returned by the action that started the sequence.
        self.recording?.currentID = parent
        var tasks: [Task<Void, Never>]? = []
        self.start(effect, origin: origin, tokens: tokens, lineage: lineage, into: &tasks)
        let started = tasks ?? []
        await withTaskCancellationHandler {
          for task in started { await task.value }
        } onCancel: {
          for task in started { task.cancel() }
        }
      }
      lineage.leave(key: key, wasCancelled: Task.isCancelled)
      self?.effectTasks.finished(key)
    }
    self.effectTasks.track(task, key: key, tokens: tokens, lineage: lineage)
    return task
  }
}

/// A publisher effect's subscription, as its store's cancellation registry sees it: cancelling
/// it stops the subscription at once, and cancels the task standing for it.
private struct SubscriptionWork: CancellableWork {
  let task: Task<Void, Never>
  let stop: @Sendable () -> Void

  func cancel() {
    self.stop()
    self.task.cancel()
  }
}
