/// Type-erased case paths, built once per case key path.
///
/// Building an `AnyCasePath` from a case key path walks CasePaths' generic machinery and
/// instantiates key paths at run time, which costs microseconds, and its extraction boxes the
/// action through `Any` on every call. Every operator that extracts actions looks its case paths
/// up here: built once per key path (for every store and body evaluation), and direct closures
/// for the enums `@Reducer` sees.
@usableFromInline
package enum CasePathCache {
  private static let storage = Locked<[AnyKeyPath: Any]>([:])

  /// The case path for `keyPath`, from the cache when it was built before.
  ///
  /// A root that is ``_FastCasePathable`` (the enums `@Reducer` sees) builds the case path
  /// itself from direct closures; any other root, and any key path the root does not recognize,
  /// gets CasePaths' `AnyCasePath(keyPath)`.
  @usableFromInline
  package static func casePath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<
    Root, Value
  > {
    if let cached = Self.storage.withLock({ $0[keyPath] as? AnyCasePath<Root, Value> }) {
      return cached
    }
    // Built outside the lock: building may look up other case paths.
    let casePath = Self.fastCasePath(keyPath) ?? AnyCasePath(keyPath)
    Self.storage.withLock { $0[keyPath] = casePath }
    return casePath
  }
}
