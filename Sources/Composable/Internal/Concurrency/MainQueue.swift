import Dispatch

/// Runs `body` on the main actor: at once when called on the main queue (which the main actor
/// runs on), else as soon as the main queue gets to it, in the order of the calls.
///
/// The main queue, not the main thread: on Linux, a test runner may drain the main queue from
/// another thread.
func onMainActor(_ body: @escaping @MainActor () -> Void) {
  UIScheduler.shared.schedule {
    MainActor.assumeIsolated(body)
  }
}

/// Runs `body` if called on the main queue; otherwise reports `misuse` and returns `nil`.
func ifOnMainActor<T: Sendable>(
  _ body: @MainActor () -> T, else misuse: @autoclosure () -> String
) -> T? {
  guard DispatchQueue.getSpecific(key: MainQueue.key) != nil else {
    reportIssue(misuse())
    return nil
  }
  return MainActor.assumeIsolated(body)
}

private enum MainQueue {
  /// Marks the main queue, to tell it apart from others.
  static let key: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
  }()
}
