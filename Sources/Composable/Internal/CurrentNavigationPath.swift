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
@usableFromInline
final class CurrentNavigationPath {
  /// The path; `nil` outside any store.
  @usableFromInline var path: NavigationIDPath?

  private init() {}

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
