/// The core of a scoped store: derives its state from the parent's, and sends its actions to the
/// root through its ``ActionRoute``, embedded into every level's actions on the way.
///
/// The derived state is kept, stamped with the store tree's ``StateVersion``, and derived again
/// only after the tree reduced actions (and on every read while it is reducing them): reading a
/// store scoped ten levels deep costs the same as reading one level deep, and a chain of scoped
/// stores derives each level once per change.
///
/// For optional and collection scopes the slice can disappear; the core then keeps answering
/// with the last state it saw, and drops (and reports) actions sent to it.
///
/// A core keeps the key path or case path it was made with rather than a closure over it: making
/// a scoped store allocates the store, the core, its state and, unless it is a row's, the
/// function that registers (or derives again) what its readers depend on in the parent's state.
@MainActor
@usableFromInline
final class ScopedCore<ParentState, ParentAction, State, Action>:
  AccessRegistration, Core, SliceRederivationCounting
{
  let parent: any Core<ParentState, ParentAction>
  @usableFromInline let root: any RootCoreProtocol
  private let version: StateVersion
  private let derivation: ScopedDerivation<ParentState, State>
  /// Where this store's actions go: embedded all the way up and sent to the root in one call.
  @usableFromInline let route: any ActionRoute<Action>
  /// The parent's chain of registrations when this store registers nothing at its own level
  /// (this core, as a link, then registers nothing and is not part of any chain); `nil` when
  /// the core itself is the first link of its readers' chain.
  private let registrationAbove: Unmanaged<AccessRegistration>?
  /// The last state derived; kept when the slice goes away.
  nonisolated(unsafe) private let storage: UnsafeMutablePointer<State>
  // Read on every access from the main actor only: exclusivity checks would cost more than the
  // reads.
  @exclusivity(unchecked) private var derivedVersion: Int
  @exclusivity(unchecked) private var isPresent = true
  /// Counts rederivations; `nil` unless readers register by deriving the slice again.
  private let rederivationTally: RederivationTally?
  /// How many times a reader registered its access by deriving the slice again (applying the
  /// state key path): for tests that check a slice is registered without it.
  var rederivations: Int { self.rederivationTally?.count ?? 0 }

  /// Creates a core whose state starts as `initialState`, derived from the parent's state as it
  /// is now.
  @usableFromInline
  init(
    parent: any Core<ParentState, ParentAction>,
    initialState: consuming State,
    derivation: ScopedDerivation<ParentState, State>,
    sliceAccess: SliceAccess,
    embedding: ScopedEmbedding<ParentAction, Action>
  ) {
    self.parent = parent
    let parentState = UnsafeRawPointer(parent.currentState())
    let above = parent.accessRegistration
    let root = parent.root
    self.root = root
    self.version = root.version
    self.derivation = derivation
    self.route = parent.route.appending(embedding)
    self.storage = .allocate(capacity: 1)
    self.storage.initialize(to: initialState)
    self.derivedVersion = self.version.value
    let register: (UnsafeRawPointer) -> Void
    switch sliceAccess {
    case .none:
      register = { _ in }
      self.rederivationTally = nil
      self.registrationAbove = above
    case let .tracked(type):
      register = derivation.trackedRegistration(type)
      self.rederivationTally = nil
      self.registrationAbove = nil
    case let .trackedCase(access):
      register = access.register
      self.rederivationTally = nil
      self.registrationAbove = nil
    case .rederive:
      let tally = RederivationTally()
      self.rederivationTally = tally
      self.registrationAbove = nil
      register = { parentState in
        tally.count &+= 1
        derivation.rederive(from: parentState.assumingMemoryBound(to: ParentState.self))
      }
    }
    super.init(in: parentState, next: above, register: register)
  }

  /// What a reader of this store registers, at this level and every level above.
  @usableFromInline
  var accessRegistration: Unmanaged<AccessRegistration> {
    self.registrationAbove ?? Unmanaged.passUnretained(self)
  }

  deinit {
    self.storage.deinitialize(count: 1)
    self.storage.deallocate()
  }

  @usableFromInline
  func currentState() -> UnsafePointer<State> {
    if self.needsDerivation {
      self.derive(from: self.parent.currentState())
    }
    return UnsafePointer(self.storage)
  }

  /// Brings the state (and that of every level above) up to date, then registers what a reader
  /// depends on at each level, walking the chain of registrations rather than recursing
  /// through the parent cores.
  @usableFromInline
  func accessState() -> UnsafePointer<State> {
    let state = self.currentState()
    AccessRegistration.registerChain(from: self.accessRegistration)
    return state
  }

  /// Whether the state kept is out of date: the tree changed since it was derived, or a batch is
  /// running (the version is odd then), during which the state can change at any moment.
  private var needsDerivation: Bool {
    let version = self.version.value
    return self.derivedVersion != version || version & 1 == 1
  }

  private func derive(from parentState: UnsafePointer<ParentState>) {
    switch self.derivation {
    case let .keyPath(keyPath):
      self.storage.pointee = readInPlace(keyPath, in: parentState)
      self.isPresent = true
    case let .optionalKeyPath(keyPath):
      if let state = readInPlace(keyPath, in: parentState) {
        self.storage.pointee = state
        self.isPresent = true
      } else {
        self.isPresent = false
      }
    case let .function(toState):
      if let state = toState(parentState.pointee) {
        self.storage.pointee = state
        self.isPresent = true
      } else {
        self.isPresent = false
      }
    }
    self.derivedVersion = self.version.value
  }

  @usableFromInline
  var isValid: Bool {
    guard self.parent.isValid else { return false }
    _ = self.currentState()
    return self.isPresent
  }

  @usableFromInline
  func send(_ action: Action) -> EffectLineage? {
    self.route.send(action)
  }
}

/// How a scoped core derives its state from its parent's.
@usableFromInline
enum ScopedDerivation<ParentState, State> {
  /// Through a key path to a slice that is always there.
  case keyPath(KeyPath<ParentState, State>)
  /// Through a key path to an optional slice.
  case optionalKeyPath(KeyPath<ParentState, State?>)
  /// Through a function, `nil` when the slice is gone.
  case function((ParentState) -> State?)

  /// The function registering a read of the tracked property of `type` (which is `ParentState`)
  /// that the key path names (see ``SliceAccess/tracked(_:)``).
  func trackedRegistration(
    _ type: any (ObservableState & Observable).Type
  ) -> (UnsafeRawPointer) -> Void {
    switch self {
    case let .keyPath(keyPath): trackedPropertyRegistration(type, keyPath)
    case let .optionalKeyPath(keyPath): trackedPropertyRegistration(type, keyPath)
    case .function: { _ in }
    }
  }

  /// Derives the slice again and drops it, so that the getters it goes through register their
  /// reads.
  func rederive(from parentState: UnsafePointer<ParentState>) {
    switch self {
    case let .keyPath(keyPath):
      _ = readInPlace(keyPath, in: parentState)
    case let .optionalKeyPath(keyPath):
      _ = readInPlace(keyPath, in: parentState)
    case let .function(toState):
      _ = toState(parentState.pointee)
    }
  }
}

/// How a scoped store's actions are embedded into its parent's: the level of an ``ActionRoute``
/// it adds (see ``_EmbedStep``), typed by the two action types.
///
/// Made where the store is scoped, where both action types are known, so that a level's part of
/// a route runs as code specialized for them (a route composed in generic code moved every action
/// through value witnesses and temporaries sized at run time), or as the code `@Reducer`'s enums
/// build for their cases (see ``_CaseEmbedding``).
@usableFromInline
package struct ScopedEmbedding<ParentAction, Action> {
  /// Given the function that moves a parent action into the root's action, the function that
  /// does so for a child action.
  @usableFromInline let step: _EmbedStep
  /// Where `step` lays the child's action out (see ``RouteShape``).
  @usableFromInline let shape: EmbeddingShape

  @inlinable
  init(step: @escaping _EmbedStep, shape: EmbeddingShape = .known(nil)) {
    self.step = step
    self.shape = shape
  }

  /// Through a case path's `embed`.
  @inlinable
  static func casePath(_ casePath: AnyCasePath<ParentAction, Action>) -> Self {
    .function(casePath.embed)
  }

  /// Through the case path in `ParentAction.AllCasePaths` that `keyPath` reaches: through the
  /// levels `@Reducer`'s enums build for the case, or for a path that continues a case through
  /// its payload (`\.destination.child`, through a presentation action, see
  /// ``_AppendableCasePaths``, or through a `@Reducer` enum's action); through the case path
  /// otherwise.
  @inlinable
  static func casePath(
    in keyPath: KeyPath<ParentAction.AllCasePaths, AnyCasePath<ParentAction, Action>>
  ) -> Self where ParentAction: CasePathable {
    if let fast = ParentAction.self as? any _FastCasePathable.Type {
      let found = AppendedCasePaths.embedding(forCasePathIn: keyPath, of: fast)
      if let found = found as? FoundEmbedding<Action, ParentAction> {
        return Self(step: found.level.step, shape: .known(found.level.shape))
      }
      if let presented = found as? PresentedEmbedding<Action, ParentAction> {
        // Wrapped in `.presented` here, where both action types are known: see
        // `PresentedEmbedding`.
        let presenting: _EmbedStep = { next in
          { action, root in
            _$embed(action, root, next) { (action: Action) in PresentationAction.presented(action) }
          }
        }
        return Self(
          step: composed(presenting, presented.intoCase.step),
          shape: .found {
            RouteShape.presenting(Action.self, unboxed: { $0 }, boxed: presenting)?
              .followed(by: presented.intoCase.shape)
          })
      }
    }
    return .casePath(ParentAction.allCasePaths[keyPath: keyPath])
  }

  /// Through a function.
  @inlinable
  static func function(_ embed: @escaping (Action) -> ParentAction) -> Self {
    Self(step: embedStep(embed))
  }
}

/// How many times readers of a scoped store derived its slice again to register their access.
/// Counted by its ``AccessRegistration`` (not isolated, so it makes no executor check), read on
/// the main actor by tests.
final class RederivationTally {
  @exclusivity(unchecked) var count = 0
}

/// A scoped core, seen without its types, for counting how its readers register their access.
@MainActor
protocol SliceRederivationCounting: AnyObject {
  /// How many times a reader registered its access by deriving the slice again.
  var rederivations: Int { get }
}

extension Store {
  /// How many times readers of this store registered what they depend on in the parent's state
  /// by applying the store's state key path again (rather than registering the tracked property
  /// it reads directly); `0` for a root store. For tests of the scoped stores' access path.
  package var sliceRederivationCount: Int {
    (self.core as? any SliceRederivationCounting)?.rederivations ?? 0
  }
}
