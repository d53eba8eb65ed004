/// Runs `operation` so that it can be cancelled by `id`: by `Task.cancel(id:)`, by an
/// `Effect.cancel(id:)` returned from the reducer, or by a later call of this function with
/// `cancelInFlight: true`.
///
/// ```swift
/// case .searchChanged(let query):
///   return .run { send in
///     try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///       try await self.clock.sleep(for: .milliseconds(300))
///       await send(.searchResponse(try await self.api.search(query)))
///     }
///   }
/// ```
///
/// Like effect ids, the id is qualified by the position in the feature tree of the reducer that
/// built the effect calling this function: a row of a `forEach` cannot cancel another row's
/// operation, while a parent's `Effect.cancel(id:)` reaches it. Called outside any effect, the id
/// is shared with other code outside stores only.
///
/// The operation runs in a task of its own that this function awaits; cancelling the calling
/// task cancels it too.
///
/// - Parameters:
///   - id: Any hashable value; ids compare by type and value.
///   - cancelInFlight: Cancel operations and effects already running under `id` first.
///   - isolation: The caller's isolation, which this function runs on.
///   - operation: The work to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws, for example `CancellationError` once cancelled.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  let scope = CancellationScope.current
  let registry = scope.registry
  let (task, key) = registry.startOperation(
    token: CancelToken(id: id, path: scope.path), cancelInFlight: cancelInFlight
  ) {
    Task { () async throws -> T in try await operation() }
  }
  defer { registry.remove(key: key) }
  do {
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  } catch {
    // Only `operation` throws into `task`, and it throws `Failure`.
    throw error as! Failure
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the effects and the `withTaskCancellation` operations running under `id`.
  ///
  /// Called from a reducer, it works as returning `Effect.cancel(id:)` would, but at once. Called
  /// from an effect, the id is qualified by the reducer that built the effect, so an effect of a
  /// `forEach` row reaches its own row's work and that of the row's children. Called outside
  /// both, it reaches work started outside any store.
  ///
  /// ```swift
  /// return .run { send in
  ///   Task.cancel(id: CancelID.timer)
  ///   await send(.timerStopped)
  /// }
  /// ```
  ///
  /// - Parameter id: Any hashable value; ids compare by type and value.
  public static func cancel(id: some Hashable & Sendable) {
    CancellationScope.current.cancel(id: id)
  }
}
