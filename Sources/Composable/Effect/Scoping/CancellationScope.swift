/// Where `Task.cancel(id:)` and `withTaskCancellation` qualify their ids and look for the work
/// to cancel: a scope path, and the cancellation registry of the store the path belongs to.
struct CancellationScope: Sendable {
  /// The path ids are qualified with; `nil` outside any reducer and effect.
  let path: ScopePath?
  /// The running work of the path's store, or ``CancellationRegistry/outsideStores``.
  let registry: CancellationRegistry

  /// The scope of the reducer that built the `.run` effect running in the current task.
  ///
  /// A reducer's scope lives on the thread's ``ScopeStack`` only while it runs; an effect's body
  /// runs later, so `Effect.run` keeps the scope of the reducer that built it and binds it here
  /// for the body. `Task.cancel(id:)` and `withTaskCancellation` called from the body then reach
  /// the work the reducer's `.cancel(id:)` and `.cancellable(id:)` would.
  @TaskLocal static var ofRunningEffect: CancellationScope?

  /// The scope here: the running reducer's, else that of the reducer that built the running
  /// effect, else that of work outside any store.
  static var current: CancellationScope {
    let ofReducer = ScopeStack.withSlot { slot -> CancellationScope? in
      guard let path = slot.resolve() else { return nil }
      return CancellationScope(
        path: path, registry: slot.registry?.takeUnretainedValue() ?? .outsideStores
      )
    }
    return ofReducer ?? self.ofRunningEffect
      ?? CancellationScope(path: nil, registry: .outsideStores)
  }

  /// Cancels the work registered under `id` in this scope or below it.
  func cancel(id: some Hashable & Sendable) {
    self.registry.cancel(CancelToken(id: id, path: self.path))
  }
}
