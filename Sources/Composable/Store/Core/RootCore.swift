import Observation

#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// The core of a root store: owns the state, runs the reducer and interprets effects.
///
/// Actions sent while an action is being reduced are queued and reduced after it, first in first
/// out, in a loop rather than by recursion, so long chains of `.send` effects do not grow the
/// stack. State is reduced in place (no copy of large collections per action), and observers of
/// the whole state are notified once per batch.
@MainActor
final class RootCore<State, Action>: Core, RootCoreProtocol, Observable {
  private let storage: UnsafeMutablePointer<State>
  /// Runs the reducer. Made where the reducer's type is known (``Store``'s inlinable
  /// initializer), so that the whole feature tree runs as code specialized for it.
  ///
  /// Replaced while a recorder is installed (see `RootCore+Recording.swift`), so that a store
  /// nobody records runs exactly the code it ran before recording existed.
  @exclusivity(unchecked) var reduce: (inout State, Action) -> Effect<Action>
  /// The sources of the actions about to be reduced, while a recorder is installed.
  @exclusivity(unchecked) var recording: RecordingHook?
  private let dependencies: DependencyValues
  private var bufferedActions: [Action] = []
  private var isSending = false
  /// The lineage the tasks started by the batch being reduced join: that of the effect whose
  /// `send` started the batch, or one made on demand for a `send` from outside the store.
  private var batchLineage: EffectLineage?
  let registry = CancellationRegistry()
  private var nextTaskKey = 0
  private var tasksInFlight: [Int: Task<Void, Never>] = [:]
  private let stateIsObservable: Bool
  /// Reads the identity of `@ObservableState` state, to notice a reducer replacing it whole.
  private let identity: ((UnsafeMutablePointer<State>) -> ObservableStateID)?
  /// `\.batchCount`, built once: a key path literal in a generic class is instantiated anew at
  /// every evaluation.
  private let batchCountKeyPath: KeyPath<RootCore, Int>
  private let registrar = ObservationRegistrar()
  private var batchCount = 0
  /// The throttle windows of this store's effects: they live and die with the store.
  private let throttles = ThrottleLedger()
  /// The root of the navigation paths of this store's reducers: keeps cancellation ids and
  /// throttle windows of different stores apart.
  private lazy var navigationRoot = NavigationIDPath(
    parent: nil,
    element: AnyHashableSendable(
      StoreNavigationID(
        id: ObjectIdentifier(self), throttles: self.throttles, registry: self.registry
      )
    )
  )
  /// Tells store publishers that a batch of actions was reduced; made when the first one
  /// subscribes, so that a store nobody publishes pays one `nil` check per batch.
  private var stateChangeRelay: CurrentValueRelay<Void>?

  init(
    initialState: State,
    reduce: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues
  ) {
    self.storage = .allocate(capacity: 1)
    self.storage.initialize(to: initialState)
    self.reduce = reduce
    self.dependencies = dependencies
    self.stateIsObservable = State.self is any ObservableState.Type
    self.identity = Self.identityReader()
    self.batchCountKeyPath = \.batchCount
  }

  isolated deinit {
    self.cancelAllEffects()
    // The ledger's entries hold paths that lead back to it through their root.
    self.throttles.removeAll()
    self.storage.deinitialize(count: 1)
    self.storage.deallocate()
  }

  let version = StateVersion()

  func currentState() -> UnsafePointer<State> {
    UnsafePointer(self.storage)
  }

  /// Registers an observer of the state as a whole: notified once per batch for state that is not
  /// `@ObservableState`, and when `@ObservableState` state is replaced whole.
  func accessState() -> UnsafePointer<State> {
    self.registrar.access(self, keyPath: self.batchCountKeyPath)
    return UnsafePointer(self.storage)
  }

  var root: any RootCoreProtocol { self }

  /// Made on demand: a route holds its root, so keeping one would be a cycle.
  var route: any ActionRoute<Action> { RouteToRoot(root: self) }

  var isValid: Bool { true }

  private static func identityReader() -> ((UnsafeMutablePointer<State>) -> ObservableStateID)? {
    guard let type = State.self as? any ObservableState.Type else { return nil }
    func reader<S: ObservableState>(_: S.Type) -> (UnsafeMutablePointer<State>) -> ObservableStateID {
      // `State` is `S`: reading through the rebound pointer avoids a dynamic cast per batch, and
      // reading in place avoids copying the state.
      { UnsafeMutableRawPointer($0).assumingMemoryBound(to: S.self).pointee._$identityInPlace() }
    }
    return reader(type)
  }

  var registeredEffectCount: Int { self.registry.count }

  var stateChanges: AnyPublisher<Void, Never> {
    if let relay = self.stateChangeRelay { return relay.eraseToAnyPublisher() }
    let relay = CurrentValueRelay(())
    self.stateChangeRelay = relay
    return relay.eraseToAnyPublisher()
  }

  var runningEffectCount: Int { self.tasksInFlight.count }

  func send(_ action: Action) -> EffectLineage? {
    var unused: [Task<Void, Never>]?
    return self.reduceBatch(action, joining: nil, collectingTasksIn: &unused)
  }

  /// Reduces `action` and the actions it sends synchronously, as one batch.
  ///
  /// - Parameters:
  ///   - lineage: The lineage the batch's tasks join: that of the effect sending `action`, `nil`
  ///     for an action sent from outside the store.
  ///   - tasks: Collects the tasks the batch starts, for a sequence that waits for them.
  /// - Returns: The lineage made for the batch's tasks when it was given none and started any.
  private func reduceBatch(
    _ action: Action,
    joining lineage: EffectLineage?,
    collectingTasksIn tasks: inout [Task<Void, Never>]?
  ) -> EffectLineage? {
    guard !self.isSending else {
      self.bufferedActions.append(action)
      return nil
    }
    self.isSending = true
    self.batchLineage = lineage
    // Bumped before and after: a scoped store read while the batch runs (by an observer) derives
    // its state again, and so does one read after it.
    self.version.value &+= 1
    let identityBefore = self.identity?(self.storage)
    let navigationRoot = self.navigationRoot
    DependencyValues.$_current.withValue(self.dependencies) {
      NavigationIDPath.withCurrent(navigationRoot) {
        // The action sent is reduced directly; the buffer holds only what it sends in turn, so
        // that a batch of one action neither fills nor empties it.
        // Most actions return no effect: checked here, that costs no call.
        var effect = self.reduce(&self.storage.pointee, action)
        if !effect.isNone {
          self.start(effect, origin: action, tokens: [], lineage: nil, into: &tasks)
        }
        var index = 0
        while index < self.bufferedActions.count {
          let action = self.bufferedActions[index]
          index += 1
          effect = self.reduce(&self.storage.pointee, action)
          if !effect.isNone {
            self.start(effect, origin: action, tokens: [], lineage: nil, into: &tasks)
          }
        }
      }
    }
    // `count`, not `isEmpty`: in this generic class `isEmpty` is `Collection`'s, which looks up the
    // array type's metadata and conformance on every call.
    if self.bufferedActions.count != 0 {
      self.bufferedActions.removeAll(keepingCapacity: true)
    }
    let startedLineage = self.batchLineage
    self.batchLineage = nil
    self.isSending = false
    self.version.value &+= 1
    // Observable state notifies field by field, unless the batch replaced it whole: observers of
    // the old value's fields would never hear about the new one.
    if !self.stateIsObservable || identityBefore != self.identity?(self.storage) {
      self.registrar.withMutation(of: self, keyPath: self.batchCountKeyPath) {
        self.batchCount &+= 1
      }
    }
    self.stateChangeRelay?.send(())
    return lineage == nil ? startedLineage : nil
  }

  /// The lineage of the batch being reduced, made when its first task starts.
  private func lineageOfBatch() -> EffectLineage {
    if let lineage = self.batchLineage { return lineage }
    let lineage = EffectLineage()
    self.batchLineage = lineage
    return lineage
  }

  /// Interprets an effect: queues its actions, starts its tasks and records cancellation.
  ///
  /// - Parameters:
  ///   - origin: The action whose reducer returned the effect, for issue messages.
  ///   - lineage: The lineage its tasks join; `nil` for the batch's.
  ///   - tasks: Collects the tasks started, when a sequence needs to wait for them.
  private func start(
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
        // A later part of a sequence: its actions and their work belong to the sequence's send.
        self.recording?.willReduce(sentBy: .effect)
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
        self.registry.cancel(token)
      }
      self.start(effect, origin: origin, tokens: tokens + [token], lineage: lineage, into: &tasks)
    case let .cancel(token):
      self.registry.cancel(token)
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
    let key = self.nextTaskKey
    self.nextTaskKey &+= 1
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
      self?.taskFinished(effect.key)
    }
    self.track(task, key: key, tokens: tokens, lineage: effect.lineage)
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
    let isCancelled = LockIsolated(false)
    // Made only if the subscription outlives this call; the actions it sends later join it.
    let lineageOfSubscription = LockIsolated<EffectLineage?>(nil)
    let parent = self.recording?.currentID
    let cancel = run.subscribe(
      { [weak self] action in
        guard let self, !isCancelled.value else { return }
        self.recording?.willReduce(sentBy: .effect, parent: parent)
        if self.isSending {
          self.bufferedActions.append(action)
        } else {
          var unused: [Task<Void, Never>]?
          _ = self.reduceBatch(
            action, joining: lineageOfSubscription.value, collectingTasksIn: &unused
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
      isCancelled.setValue(true)
      cancel()
      finish.finish()
    }
    let key = self.nextTaskKey
    self.nextTaskKey &+= 1
    let lineage = lineage ?? self.lineageOfBatch()
    lineageOfSubscription.setValue(lineage)
    let task = Task { [weak self] in
      await withTaskCancellationHandler {
        for await _ in finished {}
      } onCancel: {
        stop()
      }
      lineage.leave(key: key, wasCancelled: Task.isCancelled)
      self?.taskFinished(key)
    }
    self.track(
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
    let key = self.nextTaskKey
    self.nextTaskKey &+= 1
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
      self?.taskFinished(key)
    }
    self.track(task, key: key, tokens: tokens, lineage: lineage)
    return task
  }

  /// Records a task that has just started: among the store's running effects, under its
  /// cancellation ids, and in its lineage.
  ///
  /// - Parameter work: What cancelling by id cancels, when not the task itself.
  private func track(
    _ task: Task<Void, Never>,
    key: Int,
    tokens: [CancelToken],
    lineage: EffectLineage,
    cancelledAs work: (any CancellableWork)? = nil
  ) {
    self.tasksInFlight[key] = task
    if !tokens.isEmpty {
      self.registry.insert(work ?? task, key: key, tokens: tokens)
    }
    lineage.join(task, key: key)
  }

  private func taskFinished(_ key: Int) {
    self.tasksInFlight[key] = nil
    self.registry.remove(key: key)
  }

  /// Cancels every running effect, when the store goes away.
  func cancelAllEffects() {
    self.registry.cancelAll()
    let tasks = self.tasksInFlight
    self.tasksInFlight.removeAll()
    for task in tasks.values { task.cancel() }
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

/// The first element of every navigation path in a store: the store itself, and where the
/// throttle windows of its effects are kept.
struct StoreNavigationID: Hashable, Sendable {
  let id: ObjectIdentifier
  let throttles: ThrottleLedger
  /// The store's running effects, for `Task.cancel(id:)` and `withTaskCancellation`.
  let registry: CancellationRegistry

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(self.id) }
}
