#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value shared between threads, reached only while holding the lock that guards it: the one
/// lock of every module of the package.
///
/// The value and a pthread mutex live together in one allocation. pthread mutexes exist on every
/// platform the package declares, where `Synchronization.Mutex` needs macOS 15 / iOS 18. Copies
/// of a `Locked` share its value and its lock, so it can be captured by closures.
///
/// ```swift
/// let seen = Locked<[Int]>([])
/// seen.withLock { $0.append(1) }
/// ```
///
/// `Sendable` whatever the value: the lock is what makes sharing it safe, so `body` must not let
/// the value, or anything it holds that is not `Sendable`, escape.
@usableFromInline
package struct Locked<Value>: @unchecked Sendable {
  @usableFromInline let buffer: LockedBuffer<Value>

  /// Guards `value`.
  @inlinable
  package init(_ value: Value) {
    self.buffer = LockedBuffer.make(value)
  }

  /// Runs `body` with the value while holding the lock, and returns what it returns.
  ///
  /// Not reentrant: `body` must not call `withLock` on the same value.
  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try self.buffer.withUnsafeMutablePointers { value, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value.pointee)
    }
  }
}

/// The storage of a ``Locked``: the value as the header, the mutex as the one element, so that
/// the mutex has a stable address.
@usableFromInline
package final class LockedBuffer<Value>: ManagedBuffer<Value, pthread_mutex_t> {
  @usableFromInline
  static func make(_ value: Value) -> LockedBuffer {
    let buffer = self.create(minimumCapacity: 1) { _ in value }
    buffer.withUnsafeMutablePointerToElements { mutex in
      mutex.initialize(to: pthread_mutex_t())
      // Fails only for lack of memory or resources; the value would then be unusable.
      let status = pthread_mutex_init(mutex, nil)
      precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }
    return unsafeDowncast(buffer, to: LockedBuffer.self)
  }

  deinit {
    self.withUnsafeMutablePointerToElements { mutex in
      _ = pthread_mutex_destroy(mutex)
    }
  }
}
