/// The function a `.run` effect calls to feed actions back into its store.
///
/// `Send` is main-actor isolated: `await send(.response(value))` hops to the main actor and
/// reduces the action there. Once the effect's task is cancelled, sending does nothing, so a
/// cancelled effect can never change state.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` from a main-actor function. Useful in tests of effect code.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` to the store, unless the current task has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }

  package func map<NewAction>(_ transform: @escaping @Sendable (NewAction) -> Action) -> Send<
    NewAction
  > {
    let send = self.send
    return Send<NewAction> { send(transform($0)) }
  }
}
