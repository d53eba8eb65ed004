import Observation

extension ViewStore {
  /// Sends `action`, then waits while `predicate` holds for the view state: for a
  /// `refreshable` closure that must not return until the refresh it started is over.
  ///
  /// ```swift
  /// .refreshable {
  ///   await viewStore.send(.refresh, while: \.isLoading)
  /// }
  /// ```
  ///
  /// Cancelling the task that awaits this cancels the effects `action` started.
  public func send(
    _ action: ViewAction,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    let task = self.send(action)
    await withTaskCancellationHandler {
      await self.yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Waits while `predicate` holds for the view state: returns as soon as it does not (at once,
  /// if it does not hold now), or when the waiting task is cancelled.
  ///
  /// The predicate is checked again after every change of the state it reads: the view store
  /// observes it through Observation, as a view reading it would.
  public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
    while !Task.isCancelled {
      let (changes, change) = AsyncStream.makeStream(
        of: Void.self, bufferingPolicy: .bufferingNewest(1)
      )
      let holds = withObservationTracking {
        predicate(self.state)
      } onChange: {
        change.yield()
      }
      guard holds else { return }
      // `next()` returns `nil` when the waiting task is cancelled.
      var iterator = changes.makeAsyncIterator()
      guard await iterator.next() != nil else { return }
    }
  }
}
