#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// The core of a root store: owns the state and reduces actions into it, in batches.
///
/// Beside it: effect start-up (`RootCore+EffectStart.swift`), its running tasks
/// (``EffectTasks``) and the observation of its state as a whole (``RootStateObservation``).
///
/// Actions sent while an action is being reduced are queued and reduced after it, first in first
/// out, in a loop rather than by recursion, so long chains of `.send` effects do not grow the
/// stack. State is reduced in place (no copy of large collections per action), and observers of
/// the whole state are notified once per batch.
@MainActor
final class RootCore<State, Action>: AccessRegistration, Core, RootCoreProtocol {
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
  // Main-actor isolated, and read and written on every send (also by effect start-up, in
  // another file): no dynamic exclusivity checks.
  /// Actions sent while a batch is being reduced, reduced after the one being reduced.
  @exclusivity(unchecked) var bufferedActions: [Action] = []
  /// Whether a batch is being reduced.
  @exclusivity(unchecked) private(set) var isSending = false
  /// The lineage the tasks started by the batch being reduced join: that of the effect whose
  /// `send` started the batch, or one made on demand for a `send` from outside the store.
  private var batchLineage: EffectLineage?
  let effectTasks = EffectTasks()
  /// The throttle windows of this store's effects: they live and die with the store.
  let throttles = ThrottleLedger()
  private let observation: RootStateObservation
  /// The root of the scope paths of this store's reducers.
  private lazy var scopeRoot = ScopePath(
    parent: nil, element: AnyHashableSendable(StoreScopeID(id: ObjectIdentifier(self)))
  )

  init(
    initialState: State,
    reduce: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues
  ) {
    let storage = UnsafeMutablePointer<State>.allocate(capacity: 1)
    storage.initialize(to: initialState)
    self.storage = storage
    self.reduce = reduce
    self.dependencies = dependencies
    let observation = RootStateObservation(of: State.self)
    self.observation = observation
    super.init(in: UnsafeRawPointer(storage), next: nil, register: observation.registration)
  }

  isolated deinit {
    self.cancelAllEffects()
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
    self.observation.access()
    return UnsafePointer(self.storage)
  }

  /// The root of the chains of registrations of the stores scoped from this one: the core
  /// itself, registering the state as a whole as ``accessState()`` does.
  var accessRegistration: Unmanaged<AccessRegistration> {
    Unmanaged.passUnretained(self)
  }

  var root: any RootCoreProtocol { self }

  /// Made on demand: a route holds its root, so keeping one would be a cycle.
  var route: any ActionRoute<Action> { RouteToRoot(root: self) }

  var isValid: Bool { true }

  var registeredEffectCount: Int { self.effectTasks.registry.count }

  var stateChanges: AnyPublisher<Void, Never> { self.observation.stateChanges }

  var runningEffectCount: Int { self.effectTasks.count }

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
  func reduceBatch(
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
    let identityBefore = self.observation.identity(of: self.storage)
    let isStillEqual = self.observation.keepIfIndistinct(self.storage, identity: identityBefore)
    let scopeRoot = self.scopeRoot
    DependencyValues.$_current.withValue(self.dependencies) {
      ScopeStack.withStore(
        scopeRoot, registry: self.effectTasks.registry, throttles: self.throttles
      ) {
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
    self.observation.batchReduced(
      into: self.storage, identityBefore: identityBefore, isStillEqual: isStillEqual)
    return lineage == nil ? startedLineage : nil
  }

  /// The lineage of the batch being reduced, made when its first task starts.
  func lineageOfBatch() -> EffectLineage {
    if let lineage = self.batchLineage { return lineage }
    let lineage = EffectLineage()
    self.batchLineage = lineage
    return lineage
  }

  /// Cancels every running effect, when the store goes away.
  func cancelAllEffects() {
    self.effectTasks.cancelAll()
  }
}
