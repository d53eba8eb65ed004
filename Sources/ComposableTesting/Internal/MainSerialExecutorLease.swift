/// Shares the main serial executor between the test stores alive at the same time.
///
/// Serializing async work on the main actor is what makes "advance the clock, then receive"
/// deterministic. The switch behind it (`uncheckedUseMainSerialExecutor`) is process-wide, and
/// Swift Testing runs tests in parallel: if each test store restored the value it found when it was
/// created, one store going away could switch serial execution off under another that is still
/// running. Counting holders keeps it on until the last one is gone.
@MainActor
enum MainSerialExecutorLease {
  private static var holders = 0
  private static var valueBeforeFirstHolder = false

  static func acquire() {
    if holders == 0 {
      valueBeforeFirstHolder = uncheckedUseMainSerialExecutor
    }
    holders += 1
    uncheckedUseMainSerialExecutor = true
  }

  static func release() {
    guard holders > 0 else { return }
    holders -= 1
    if holders == 0 {
      uncheckedUseMainSerialExecutor = valueBeforeFirstHolder
    }
  }

  /// Turns serial execution back on if something else (a `withMainSerialExecutor` block in another
  /// test that restored an older value) switched it off while a test store holds it.
  static func reassert() {
    if holders > 0, !uncheckedUseMainSerialExecutor {
      uncheckedUseMainSerialExecutor = true
    }
  }
}
