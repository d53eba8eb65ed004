import Foundation

/// Runs `body` on a new thread (not one of the concurrency runtime's) and waits for the body to
/// end: for tests of what each thread keeps of its own.
func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  Thread {
    body()
    done.signal()
  }.start()
  done.wait()
}
