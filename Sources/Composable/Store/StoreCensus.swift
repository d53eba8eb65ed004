#if canImport(Synchronization) && !canImport(Darwin)
  import Synchronization
#else
  import os
#endif

/// Counts the stores alive in the process: every ``Store`` counts itself in when it is made and
/// out when it goes away, from whatever thread releases it last.
///
/// For soak runs and diagnostics (a count that keeps growing while the feature's state does not
/// is a leak); tests that run in parallel count the stores of their own tree with
/// `Store.cachedStoreCount` instead.
package enum StoreCensus {
  #if canImport(Synchronization) && !canImport(Darwin)
    private static let count = Atomic<Int>(0)

    static func storeMade() { _ = count.wrappingAdd(1, ordering: .relaxed) }
    static func storeGone() { _ = count.wrappingSubtract(1, ordering: .relaxed) }
    /// The number of stores alive now.
    package static var liveStores: Int { count.load(ordering: .relaxed) }
  #else
    // `Atomic` needs macOS 15 / iOS 18; the package supports earlier Apple platforms.
    private static let count = OSAllocatedUnfairLock(initialState: 0)

    static func storeMade() { count.withLock { $0 += 1 } }
    static func storeGone() { count.withLock { $0 -= 1 } }
    /// The number of stores alive now.
    package static var liveStores: Int { count.withLock { $0 } }
  #endif
}
