/// The core of a scoped store: derives its state from the parent's and embeds its actions into
/// the parent's.
///
/// The derived state is kept, stamped with the store tree's ``StateVersion``, and derived again
/// only after the tree reduced actions (and on every read while it is reducing them): reading a store scoped ten levels deep costs the same as
/// reading one level deep, and a chain of scoped stores derives each level once per change.
///
/// For optional and collection scopes the slice can disappear; the core then keeps answering
/// with the last state it saw, and drops (and reports) actions sent to it.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: Core {
  let parent: any Core<ParentState, ParentAction>
  let root: any RootCoreProtocol
  private let version: StateVersion
  private let toState: (ParentState) -> State?
  private let fromAction: (Action) -> ParentAction
  /// Registers what a reader of this store depends on in the parent's state (see
  /// ``SliceAccess``); `nil` when nothing is read on the way (a row of an `IdentifiedArray`).
  private let registerSliceAccess: ((UnsafePointer<ParentState>) -> Void)?
  /// The last state derived; kept when the slice goes away.
  nonisolated(unsafe) private let storage: UnsafeMutablePointer<State>
  // Read on every access from the main actor only: exclusivity checks would cost more than the
  // reads.
  @exclusivity(unchecked) private var derivedVersion: Int
  @exclusivity(unchecked) private var isPresent = true

  init(
    parent: any Core<ParentState, ParentAction>,
    initialState: State,
    toState: @escaping (ParentState) -> State?,
    fromAction: @escaping (Action) -> ParentAction,
    registerSliceAccess: ((UnsafePointer<ParentState>) -> Void)?
  ) {
    self.parent = parent
    self.root = parent.root
    self.version = parent.root.version
    self.toState = toState
    self.fromAction = fromAction
    self.registerSliceAccess = registerSliceAccess
    self.storage = .allocate(capacity: 1)
    self.storage.initialize(to: initialState)
    self.derivedVersion = self.version.value
  }

  deinit {
    self.storage.deinitialize(count: 1)
    self.storage.deallocate()
  }

  func currentState() -> UnsafePointer<State> {
    if self.needsDerivation {
      self.derive(from: self.parent.currentState())
    }
    return UnsafePointer(self.storage)
  }

  func accessState() -> UnsafePointer<State> {
    let parentState = self.parent.accessState()
    self.registerSliceAccess?(parentState)
    if self.needsDerivation {
      self.derive(from: parentState)
    }
    return UnsafePointer(self.storage)
  }

  /// Whether the state kept is out of date: the tree changed since it was derived, or a batch is
  /// running (the version is odd then), during which the state can change at any moment.
  private var needsDerivation: Bool {
    let version = self.version.value
    return self.derivedVersion != version || version & 1 == 1
  }

  private func derive(from parentState: UnsafePointer<ParentState>) {
    if let state = self.toState(parentState.pointee) {
      self.storage.pointee = state
      self.isPresent = true
    } else {
      self.isPresent = false
    }
    self.derivedVersion = self.version.value
  }

  var isValid: Bool {
    guard self.parent.isValid else { return false }
    _ = self.currentState()
    return self.isPresent
  }

  func send(_ action: Action) -> Task<Void, Never>? {
    self.parent.send(self.fromAction(action))
  }
}
