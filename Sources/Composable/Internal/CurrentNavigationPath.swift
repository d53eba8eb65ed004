#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The running thread's slot for the current ``NavigationIDPath``.
///
/// A reducer runs synchronously from start to end on one thread, and operators set the path for
/// the reducers below them and restore it when those return, so a per-thread slot behaves like a
/// task-local value for everything that reads it (cancellation ids, throttling, routing), at the
/// price of a pointer read instead of an allocation per push.
///
/// The slot is a stack of frames, one per operator the running reducer is nested in. A frame
/// pushed by `ifLet` holds only the operator's ``ChildPathCache``: its path is resolved when
/// someone reads the current path, which most actions never do (only effects need paths), so
/// an action passing through ten levels of children builds no path at all.
@usableFromInline
final class CurrentNavigationPath {
  /// A level of nesting: a path, or the cache that resolves it under the frame below.
  @usableFromInline
  struct Frame {
    /// Resolves the path under the frame below; `nil` for a frame pushed with its path. The
    /// operator that pushed the frame holds the cache until it pops the frame, so the frame does
    /// not retain it. (`Unmanaged` rather than `unowned(unsafe)`: arrays of structs holding an
    /// optional `unowned(unsafe)` reference crash in Swift 6.3 debug builds.)
    @usableFromInline let cache: Unmanaged<ChildPathCache>?
    /// The path; `nil` until resolved.
    @usableFromInline var path: NavigationIDPath?

    @usableFromInline
    init(cache: ChildPathCache?, path: NavigationIDPath?) {
      self.cache = cache.map(Unmanaged.passUnretained)
      self.path = path
    }
  }

  /// The frames, innermost last; empty outside any store.
  /// Used by one thread only, so it skips dynamic exclusivity checks.
  @exclusivity(unchecked) @usableFromInline var frames: ContiguousArray<Frame> = []

  private init() {
    self.frames.reserveCapacity(16)
  }

  /// The current path, resolving the frames that are not resolved yet; `nil` outside any store.
  @usableFromInline
  func resolve() -> NavigationIDPath? {
    guard let last = self.frames.indices.last else { return nil }
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

  /// Runs `body` with the slot of the running thread, borrowed rather than retained: the thread
  /// keeps it alive.
  @inlinable
  static func withSlot<R>(_ body: (CurrentNavigationPath) throws -> R) rethrows -> R {
    try Unmanaged.passUnretained(self.slot())._withUnsafeGuaranteedRef(body)
  }

  /// The slot of the running thread, made on first use and freed when the thread ends.
  @usableFromInline
  static func slot() -> CurrentNavigationPath {
    if let existing = pthread_getspecific(key) {
      return Unmanaged<CurrentNavigationPath>.fromOpaque(existing).takeUnretainedValue()
    }
    let slot = CurrentNavigationPath()
    pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
    return slot
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { slot in
      #if canImport(Darwin)
        Unmanaged<CurrentNavigationPath>.fromOpaque(slot).release()
      #else
        if let slot { Unmanaged<CurrentNavigationPath>.fromOpaque(slot).release() }
      #endif
    }
    // Without a key no reducer can run with scoped cancellation: the process cannot go on.
    precondition(status == 0, "pthread_key_create failed with \(status)")
    return key
  }()
}
