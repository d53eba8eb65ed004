import Foundation

/// Type-erased case paths, built once per case key path.
///
/// Building an `AnyCasePath` from a case key path walks CasePaths' generic machinery and
/// instantiates key paths at run time, which costs microseconds, and its extraction boxes the
/// action through `Any` on every call. Every operator that extracts actions looks its case paths
/// up here: built once per key path (for every store and body evaluation), and direct closures
/// for the enums `@Reducer` sees.
@usableFromInline
package final class CasePathCache: @unchecked Sendable {
  private static let shared = CasePathCache()
  private let lock = NSLock()
  private var storage: [AnyKeyPath: Any] = [:]

  /// The case path for `keyPath`, from the cache when it was built before.
  ///
  /// A root that is ``_FastCasePathable`` (the enums `@Reducer` sees) builds the case path
  /// itself from direct closures; any other root, and any key path the root does not recognize,
  /// gets CasePaths' `AnyCasePath(keyPath)`.
  @usableFromInline
  package static func casePath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
    let cache = Self.shared
    cache.lock.lock()
    let cached = cache.storage[keyPath] as? AnyCasePath<Root, Value>
    cache.lock.unlock()
    if let cached { return cached }
    let casePath = Self.fastCasePath(keyPath) ?? AnyCasePath(keyPath)
    cache.lock.lock()
    cache.storage[keyPath] = casePath
    cache.lock.unlock()
    return casePath
  }
}
