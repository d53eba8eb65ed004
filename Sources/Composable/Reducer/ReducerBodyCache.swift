#if canImport(Synchronization) && !canImport(Darwin)
  import Synchronization
#endif

/// A reducer whose body is evaluated once, on first use, and kept.
///
/// The store and the scoping operators wrap the reducers they run in this type, because a
/// `body` rebuilt for every action rebuilds its operators and their case key paths each time.
/// Resolution is lazy, so recursive features (a node whose body scopes to child nodes) resolve
/// only as deep as actions actually go; the reducer's static type is kept, so a feature tree
/// runs as specialized code.
///
/// A body is assumed to describe the same reducers every time it is evaluated, as TCA asks of
/// bodies: state and dependencies are read when the reducers run, not when the body is built.
///
/// The calls between one level of a feature tree and the next are forced inline, so that deep
/// trees stay within the processor's return-prediction stack (see the Performance article).
public struct _ResolvedReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let cache: _ReducerBodyCache

  /// Wraps `base`; its body is evaluated the first time an action arrives.
  @inlinable
  public init(_ base: Base) {
    self.base = base
    self.cache = _ReducerBodyCache()
  }

  /// Runs the wrapped reducer, through its kept body when it has one.
  @inlinable
  @inline(__always)
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    self.base._reduce(into: &state, action: action, bodyCache: self.cache)
  }
}

/// Where a ``_ResolvedReducer`` keeps the body it evaluated: set once, then read atomically (on
/// Linux) or under a lock (on Apple platforms, where `Atomic` needs macOS 15 / iOS 18).
///
/// A cache serves one reducer only: ``Reducer/_reduce(into:action:bodyCache:)`` must be given
/// the cache made for the reducer it is called on.
public final class _ReducerBodyCache: @unchecked Sendable {  // set once, atomically or locked
  #if canImport(Synchronization) && !canImport(Darwin)
    /// The retained body, or `nil`. An `Atomic` pointer rather than an `AtomicLazyReference`,
    /// whose `load` is a generic call that looks up type metadata every time.
    @usableFromInline let storage = Atomic<UnsafeRawPointer?>(nil)
  #else
    @usableFromInline let storage = Locked<AnyObject?>(nil)
  #endif

  @inlinable
  init() {}

  #if canImport(Synchronization) && !canImport(Darwin)
    deinit {
      if let stored = self.storage.load(ordering: .acquiring) {
        Unmanaged<AnyObject>.fromOpaque(stored).release()
      }
    }
  #endif

  /// The body of `reducer`, evaluated on the first call and kept.
  ///
  /// Each cache serves a single reducer (the one its ``_ResolvedReducer`` wraps), so the kept
  /// object is always a `_ReducerBody<R.Body>`.
  /// Runs `body` with the body of `reducer`, evaluated on the first call and kept, borrowed from
  /// the cache (which keeps it alive) rather than retained.
  @inlinable
  @inline(__always)
  func withBody<R: Reducer, Result>(
    of reducer: R, _ body: (_ReducerBody<R.Body>) -> Result
  ) -> Result {
    #if canImport(Synchronization) && !canImport(Darwin)
      if let stored = self.storage.load(ordering: .acquiring) {
        return Unmanaged<_ReducerBody<R.Body>>.fromOpaque(stored)._withUnsafeGuaranteedRef(body)
      }
    #endif
    return body(self.body(of: reducer))
  }

  @inlinable
  func body<R: Reducer>(of reducer: R) -> _ReducerBody<R.Body> {
    // Each cache serves one reducer type, so the object is always of this type: no checked cast.
    if let cached = self.load() {
      return unsafeDowncast(cached, to: _ReducerBody<R.Body>.self)
    }
    let evaluated = _ReducerBody(reducer.body)
    return unsafeDowncast(self.storeIfNil(evaluated), to: _ReducerBody<R.Body>.self)
  }

  @inlinable
  func load() -> AnyObject? {
    #if canImport(Synchronization) && !canImport(Darwin)
      guard let stored = self.storage.load(ordering: .acquiring) else { return nil }
      return Unmanaged<AnyObject>.fromOpaque(stored).takeUnretainedValue()
    #else
      self.storage.withLock { $0 }
    #endif
  }

  @usableFromInline
  func storeIfNil(_ object: AnyObject) -> AnyObject {
    #if canImport(Synchronization) && !canImport(Darwin)
      let retained = Unmanaged.passRetained(object).toOpaque()
      let (exchanged, original) = self.storage.compareExchange(
        expected: nil, desired: UnsafeRawPointer(retained), ordering: .acquiringAndReleasing
      )
      guard !exchanged, let original else { return object }
      // Another thread stored a body first: keep theirs.
      Unmanaged<AnyObject>.fromOpaque(retained).release()
      return Unmanaged<AnyObject>.fromOpaque(original).takeUnretainedValue()
    #else
      self.storage.withLock { stored in
        if let stored { return stored }
        stored = object
        return object
      }
    #endif
  }
}

/// An evaluated reducer body, kept by a ``_ReducerBodyCache``, with a cache of its own for the
/// body's body: a feature whose body is another feature (`var body: some ReducerOf<Self> {
/// Other() }`) evaluates both bodies once.
public final class _ReducerBody<Body> {
  /// The body.
  public let body: Body
  /// Where the body keeps its own body.
  @usableFromInline let bodyCache = _ReducerBodyCache()

  @usableFromInline
  init(_ body: Body) {
    self.body = body
  }
}

extension _ReducerBody: @unchecked Sendable where Body: Sendable {}  // immutable after creation

extension Reducer {
  /// Reduces with the body kept in `bodyCache`: a reducer without a body reduces directly.
  @inlinable
  @inline(__always)
  public func _reduce(
    into state: inout State, action: Action, bodyCache: _ReducerBodyCache
  ) -> Effect<Action> {
    self.reduce(into: &state, action: action)
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Reduces with the body kept in `bodyCache`, evaluating it on the first call.
  @inlinable
  @inline(__always)
  public func _reduce(
    into state: inout State, action: Action, bodyCache: _ReducerBodyCache
  ) -> Effect<Action> {
    bodyCache.withBody(of: self) { $0.reduce(into: &state, action: action) }
  }
}

extension _ReducerBody where Body: Reducer {
  /// Runs the kept body in place: reading `body` out of the box first would copy it, retaining
  /// everything it holds, for every action.
  @inlinable
  func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    self.body._reduce(into: &state, action: action, bodyCache: self.bodyCache)
  }
}
