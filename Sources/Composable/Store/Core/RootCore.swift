import Observation

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
  private let reduce: (inout State, Action) -> Effect<Action>
  private let dependencies: DependencyValues
  private var bufferedActions: [Action] = []
  private var isSending = false
  let registry = CancellationRegistry()
  private var nextTaskKey = 0
  private var tasksInFlight: [Int: Task<Void, Never>] = [:]
  private let stateIsObservable: Bool
  /// Reads the identity of `@ObservableState` state, to notice a reducer replacing it whole.
  private let identity: ((UnsafeMutablePointer<State>) -> ObservableStateID)?
  /// For `Equatable` state whose identity cannot tell its values apart (an enum in a case whose
  /// payload is not observable state, `.int(0)` and `.int(1)`): keeps the state as it is, and
  /// returns whether the state is still equal to it. Called only for such an identity.
  private let keepForComparison: KeepForComparison?

  private typealias KeepForComparison =
    (UnsafeMutablePointer<State>) -> (UnsafeMutablePointer<State>) -> Bool
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
      StoreNavigationID(id: ObjectIdentifier(self), throttles: self.throttles)
    )
  )

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
    self.keepForComparison = Self.equalityKeeper()
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

  /// `keepForComparison` for `Equatable` state; `nil` for other state.
  private static func equalityKeeper() -> KeepForComparison? {
    guard let type = State.self as? any Equatable.Type else { return nil }
    func keeper<E: Equatable>(_: E.Type) -> KeepForComparison {
      // `State` is `E`: reading through the rebound pointer avoids a dynamic cast.
      { before in
        let kept = UnsafeMutableRawPointer(before).assumingMemoryBound(to: E.self).pointee
        return { UnsafeMutableRawPointer($0).assumingMemoryBound(to: E.self).pointee == kept }
      }
    }
    return keeper(type)
  }

  /// Whether a batch that began with the state's identity `before` (and, when that identity
  /// cannot tell values apart, with the state kept by `isStillEqual`) changed observable state in
  /// a way its fields' observers do not hear about: replaced it whole, or changed the payload of
  /// an enum case that has no identity of its own. Such a state of a type that is not
  /// `Equatable` counts as changed, since nothing tells.
  @inline(__always)  // on every send, where a call costs more than the usual two comparisons
  private func replacedObservableState(
    since before: ObservableStateID?, isStillEqual: ((UnsafeMutablePointer<State>) -> Bool)?
  ) -> Bool {
    guard let before, before == self.identity?(self.storage) else { return true }
    guard before.isInertRooted else { return false }
    return !(isStillEqual?(self.storage) ?? false)
  }

  var registeredEffectCount: Int { self.registry.count }

  var runningEffectCount: Int { self.tasksInFlight.count }

  func send(_ action: Action) -> Task<Void, Never>? {
    guard !self.isSending else {
      self.bufferedActions.append(action)
      return nil
    }
    self.isSending = true
    // Bumped before and after: a scoped store read while the batch runs (by an observer) derives
    // its state again, and so does one read after it.
    self.version.value &+= 1
    let identityBefore = self.identity?(self.storage)
    let isStillEqual =
      identityBefore?.isInertRooted == true ? self.keepForComparison?(self.storage) : nil
    var tasks: [Task<Void, Never>] = []
    let navigationRoot = self.navigationRoot
    DependencyValues.$_current.withValue(self.dependencies) {
      NavigationIDPath.withCurrent(navigationRoot) {
        // The action sent is reduced directly; the buffer holds only what it sends in turn, so
        // that a batch of one action neither fills nor empties it.
        var effect = self.reduce(&self.storage.pointee, action)
        self.start(effect, tokens: [], into: &tasks)
        var index = 0
        while index < self.bufferedActions.count {
          let action = self.bufferedActions[index]
          index += 1
          effect = self.reduce(&self.storage.pointee, action)
          self.start(effect, tokens: [], into: &tasks)
        }
      }
    }
    // `count`, not `isEmpty`: in this generic class `isEmpty` is `Collection`'s, which looks up the
    // array type's metadata and conformance on every call.
    if self.bufferedActions.count != 0 {
      self.bufferedActions.removeAll(keepingCapacity: true)
    }
    self.isSending = false
    self.version.value &+= 1
    // Observable state notifies field by field, unless the batch replaced it whole (observers of
    // the old value's fields would never hear about the new one) or it is an enum whose payload
    // has no fields to notify.
    if !self.stateIsObservable
      || self.replacedObservableState(since: identityBefore, isStillEqual: isStillEqual)
    {
      self.registrar.withMutation(of: self, keyPath: self.batchCountKeyPath) {
        self.batchCount &+= 1
      }
    }
    switch tasks.count {
    case 0: return nil
    case 1: return tasks[0]
    default:
      let tasks = tasks
      return Task {
        await withTaskCancellationHandler {
          for task in tasks { await task.value }
        } onCancel: {
          for task in tasks { task.cancel() }
        }
      }
    }
  }

  /// Interprets an effect: queues its actions, starts its tasks and records cancellation.
  private func start(
    _ effect: Effect<Action>, tokens: [CancelToken], into tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      if self.isSending {
        self.bufferedActions.append(action)
      } else if let task = self.send(action) {
        tasks.append(task)
      }
    case let .run(run):
      tasks.append(self.startTask(run, tokens: tokens))
    case let .merge(effects):
      for effect in effects {
        self.start(effect, tokens: tokens, into: &tasks)
      }
    case let .concatenate(effects):
      tasks.append(self.startSequence(effects, tokens: tokens))
    case let .cancellable(token, cancelInFlight, effect):
      if cancelInFlight {
        self.registry.cancel(token)
      }
      self.start(effect, tokens: tokens + [token], into: &tasks)
    case let .cancel(token):
      self.registry.cancel(token)
      if token.id == childEffectsID {
        // A child that went away takes its throttle windows with it: one that comes back in
        // its place starts afresh.
        self.throttles.forget(under: token.path)
      }
    }
  }

  private func startTask(_ run: Effect<Action>.Run, tokens: [CancelToken]) -> Task<Void, Never> {
    let key = self.nextTaskKey
    self.nextTaskKey &+= 1
    let body = run.body
    let send = Send<Action> { [weak self] action in
      _ = self?.send(action)
    }
    let task = Task(name: run.name, priority: run.priority) { [weak self] in
      await body(send)
      self?.taskFinished(key)
    }
    self.tasksInFlight[key] = task
    if !tokens.isEmpty {
      self.registry.insert(task, key: key, tokens: tokens)
    }
    return task
  }

  /// Runs effects one after another in a task; actions of the later effects are sent as they
  /// come, in batches of their own.
  private func startSequence(_ effects: [Effect<Action>], tokens: [CancelToken]) -> Task<Void, Never> {
    let key = self.nextTaskKey
    self.nextTaskKey &+= 1
    let task = Task { [weak self] in
      for effect in effects {
        guard let self, !Task.isCancelled else { break }
        var tasks: [Task<Void, Never>] = []
        self.start(effect, tokens: tokens, into: &tasks)
        let started = tasks
        await withTaskCancellationHandler {
          for task in started { await task.value }
        } onCancel: {
          for task in started { task.cancel() }
        }
      }
      self?.taskFinished(key)
    }
    self.tasksInFlight[key] = task
    if !tokens.isEmpty {
      self.registry.insert(task, key: key, tokens: tokens)
    }
    return task
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

/// The first element of every navigation path in a store: the store itself, and where the
/// throttle windows of its effects are kept.
struct StoreNavigationID: Hashable, Sendable {
  let id: ObjectIdentifier
  let throttles: ThrottleLedger

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(self.id) }
}
