public import ComposableThreadLocals

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The running thread's slot for the current ``ScopePath``.
///
/// A reducer runs synchronously from start to end on one thread, and operators set the path for
/// the reducers below them and restore it when those return, so a per-thread slot behaves like a
/// task-local value for everything that reads it (cancellation ids, throttling, routing), at the
/// price of a pointer read instead of an allocation per push.
///
/// The slot is a stack of frames, one per operator the running reducer is nested in. A frame
/// pushed by `ifLet` holds only the operator's ``ChildScopePathCache``: its path is resolved when
/// someone reads the current path, which most actions never do (only effects need paths), so
/// an action passing through ten levels of children builds no path at all.
@usableFromInline
final class ScopeStack {
  /// A level of nesting: a path, or the cache that resolves it under the frame below.
  @usableFromInline
  struct Frame {
    /// Resolves the path under the frame below; `nil` for a frame pushed with its path. The
    /// operator that pushed the frame holds the cache until it pops the frame, so the frame does
    /// not retain it. (`Unmanaged` rather than `unowned(unsafe)`: arrays of structs holding an
    /// optional `unowned(unsafe)` reference crash in Swift 6.3 debug builds.)
    @usableFromInline let cache: Unmanaged<ChildScopePathCache>?
    /// The path; `nil` until resolved.
    @usableFromInline var path: ScopePath?
    /// Whether the reducers inside the frame run a presented (or pushed) child: see
    /// ``Presentation``.
    @usableFromInline let presentation: Presentation

    @usableFromInline
    init(cache: ChildScopePathCache?, path: ScopePath?, presentation: Presentation = .inherited) {
      self.cache = cache.map(Unmanaged.passUnretained)
      self.path = path
      self.presentation = presentation
    }

    /// A frame resolved by `cache`, which the operator that pushes it keeps alive.
    @inlinable
    init(borrowing cache: Unmanaged<ChildScopePathCache>, presentation: Presentation) {
      self.cache = cache
      self.path = nil
      self.presentation = presentation
    }
  }

  /// What a frame says about presentation: the innermost frame that says anything decides
  /// whether the running reducer is a presented or pushed child (for `@Dependency(\.isPresented)`
  /// and `@Dependency(\.dismiss)`).
  @usableFromInline
  enum Presentation {
    /// As the frame below: an `ifLet` or a scope inside a presented child is presented too.
    case inherited
    /// A presented or pushed child.
    case presented
    /// A store's root: nothing below it counts.
    case notPresented
  }

  /// Whether the innermost frame that says anything about presentation says "presented".
  var isInsidePresentation: Bool {
    var index = self.count - 1
    while index >= 0 {
      switch self.frames[index].presentation {
      case .presented: return true
      case .notPresented: return false
      case .inherited: index -= 1
      }
    }
    return false
  }

  /// The frames, innermost first in `frames[count - 1]`; none outside any store. A buffer of
  /// its own rather than an array: pushing and popping a frame on every level of every action
  /// must not pay for uniqueness checks. Used by one thread only.
  @exclusivity(unchecked) @usableFromInline var frames: UnsafeMutablePointer<Frame>
  @exclusivity(unchecked) @usableFromInline var count = 0
  @exclusivity(unchecked) @usableFromInline var capacity = 16
  /// The cancellation registry and throttle ledger of the store whose reducer runs on this
  /// thread, set by the store for the length of a batch (``withStore(_:registry:throttles:_:)``);
  /// `nil` outside any store. Unretained: the store keeps them alive while its reducer runs.
  @exclusivity(unchecked) @usableFromInline var registry: Unmanaged<CancellationRegistry>?
  @exclusivity(unchecked) var throttles: Unmanaged<ThrottleLedger>?

  private init() {
    self.frames = .allocate(capacity: self.capacity)
  }

  deinit {
    self.frames.deinitialize(count: self.count)
    self.frames.deallocate()
  }

  /// Pushes `frame` on top of the stack.
  @inlinable
  func push(_ frame: Frame) {
    if self.count == self.capacity { self.grow() }
    (self.frames + self.count).initialize(to: frame)
    self.count += 1
  }

  /// Pops the top frame.
  @inlinable
  func pop() {
    self.count -= 1
    // A frame whose path was never resolved holds nothing to release (the cache is unowned).
    if self.frames[self.count].path != nil {
      (self.frames + self.count).deinitialize(count: 1)
    }
  }

  @usableFromInline
  func grow() {
    let frames = UnsafeMutablePointer<Frame>.allocate(capacity: self.capacity * 2)
    frames.moveInitialize(from: self.frames, count: self.count)
    self.frames.deallocate()
    self.frames = frames
    self.capacity *= 2
  }

  /// The current path, resolving the frames that are not resolved yet; `nil` outside any store.
  @usableFromInline
  func resolve() -> ScopePath? {
    guard self.count > 0 else { return nil }
    let last = self.count - 1
    if let path = self.frames[last].path { return path }
    var start = last
    while start > 0, self.frames[start - 1].path == nil { start -= 1 }
    var path = start > 0 ? self.frames[start - 1].path : nil
    for index in start...last {
      // A frame without a path has a cache: frames are pushed with one or the other.
      let resolved = self.frames[index].cache?.takeUnretainedValue().child(of: path) ?? path
      self.frames[index].path = resolved
      path = resolved
    }
    return path
  }

  /// Runs `body` as the root reducer of a store: with `root` as the current path, and with the
  /// store's cancellation registry and throttle ledger as those that effects built by `body`
  /// use.
  @inline(__always)  // once per batch, like the `withCurrent` it stands for
  static func withStore<R>(
    _ root: ScopePath,
    registry: CancellationRegistry,
    throttles: ThrottleLedger,
    _ body: () throws -> R
  ) rethrows -> R {
    try self.withSlot { slot in
      // Saved and restored: a reducer may send an action to another store synchronously.
      let (outerRegistry, outerThrottles) = (slot.registry, slot.throttles)
      slot.registry = Unmanaged.passUnretained(registry)
      slot.throttles = Unmanaged.passUnretained(throttles)
      // A store's root: its reducers are not presented, whatever runs around its `send`.
      slot.push(Frame(cache: nil, path: root, presentation: .notPresented))
      defer {
        slot.pop()
        slot.registry = outerRegistry
        slot.throttles = outerThrottles
      }
      return try body()
    }
  }

  /// The throttle ledger of the store whose reducer is running, else the one for effects built
  /// outside any store. Asking for it opens a window, which the store's ``ChildWorkTally``
  /// notes.
  static var currentThrottles: ThrottleLedger {
    self.withSlot { slot in
      slot.registry?._withUnsafeGuaranteedRef { $0.childWork.hasThrottleWindows = true }
      return slot.throttles?.takeUnretainedValue()
    } ?? .outsideStores
  }

  /// Whether dismissing a child might cancel or forget anything of the store whose reducer is
  /// running on this slot's thread (see ``ChildWorkTally``); `true` outside any store, where
  /// nothing tells.
  @inlinable
  @inline(__always)
  var mayHoldChildWork: Bool {
    self.registry?._withUnsafeGuaranteedRef { $0.childWork.mayHoldChildWork } ?? true
  }

  /// Runs `body` with the slot of the running thread, borrowed rather than retained: the thread
  /// keeps it alive.
  ///
  /// The slot is read from a thread-local of `ComposableThreadLocals`: one instruction, where
  /// `pthread_getspecific` was a call into the C library (and the global ``key`` a check of its
  /// lazy initialization) at every level of every send.
  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  static func withSlot<R>(_ body: (ScopeStack) throws -> R) rethrows -> R {
    let slot = composable_scope_slot_get() ?? self.makeSlot()
    return try Unmanaged<ScopeStack>.fromOpaque(slot)._withUnsafeGuaranteedRef(body)
  }

  /// Makes the slot of the running thread, freed when the thread ends.
  @usableFromInline
  static func makeSlot() -> UnsafeMutableRawPointer {
    let slot = Unmanaged.passRetained(ScopeStack()).toOpaque()
    // The key owns the slot (its destructor releases it when the thread exits); the
    // thread-local is where it is read.
    pthread_setspecific(self.key, slot)
    composable_scope_slot_set(slot)
    return slot
  }

  /// The key through which each thread owns its slot.
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { slot in
      // Nothing may find the slot once it is gone, should code run on this thread after this.
      composable_scope_slot_set(nil)
      #if canImport(Darwin)
        Unmanaged<ScopeStack>.fromOpaque(slot).release()
      #else
        if let slot { Unmanaged<ScopeStack>.fromOpaque(slot).release() }
      #endif
    }
    // Without a key no reducer can run with scoped cancellation: the process cannot go on.
    precondition(status == 0, "pthread_key_create failed with \(status)")
    return key
  }()
}
