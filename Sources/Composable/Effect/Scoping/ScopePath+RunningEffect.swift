extension ScopePath {
  /// The path of the reducer that built the `.run` effect running in the current task.
  ///
  /// A reducer's path lives in a slot of the thread only while it runs (see ``current``); an
  /// effect's body runs later, so `Effect.run` keeps the path of the reducer that built it and
  /// binds it here for the body. `Task.cancel(id:)` and `withTaskCancellation` called from the
  /// body then qualify their ids as the reducer's `.cancel(id:)` and `.cancellable(id:)` would.
  @TaskLocal static var ofRunningEffect: ScopePath?

  /// The path that cancellation ids are qualified with here: the running reducer's, else that of
  /// the reducer that built the running effect; `nil` outside both.
  static var forCancellation: ScopePath? {
    current ?? ofRunningEffect
  }
}
