import Dispatch

/// Tells whether code runs on the main queue, which is where the main actor runs its jobs.
///
/// A `deinit` is not isolated, so it cannot ask the main actor directly. `Thread.isMainThread` is
/// no help: under Swift Testing on Linux the main queue is drained by a thread that is not the
/// process's main thread. A value set on the main queue is visible exactly when running on it.
enum MainQueue {
  private static let key = DispatchSpecificKey<UInt8>()
  private static let marker: UInt8 = 1

  /// Marks the main queue. Idempotent; called on the main actor whenever a test store is created.
  @MainActor
  static func mark() {
    DispatchQueue.main.setSpecific(key: key, value: marker)
  }

  /// Whether the caller is running on the main queue (and so on the main actor).
  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == marker
  }
}
