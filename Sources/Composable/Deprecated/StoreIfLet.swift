#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension Store {
  /// Calls `unwrap` with a store of the unwrapped state whenever this store's optional state
  /// becomes non-`nil`, and `else` whenever it becomes `nil`, for as long as the returned
  /// cancellable lives: UIKit-era navigation driven by optional state.
  ///
  /// ```swift
  /// store.scope(state: \.optionalChild, action: \.child)
  ///   .ifLet(
  ///     then: { [weak self] childStore in
  ///       self?.navigationController?.pushViewController(
  ///         ChildViewController(store: childStore), animated: true
  ///       )
  ///     },
  ///     else: { [weak self] in
  ///       guard let self else { return }
  ///       self.navigationController?.popToViewController(self, animated: true)
  ///     }
  ///   )
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// One of the closures is called at once, for the current state. The store given to `unwrap`
  /// keeps the last non-`nil` state once the state becomes `nil`, and reports actions sent to it
  /// then.
  ///
  /// - Parameters:
  ///   - unwrap: Called with a store of the non-optional state when the state is, or becomes,
  ///     non-`nil`.
  ///   - else: Called when the state is, or becomes, `nil`.
  /// - Returns: The subscription; cancelling it stops the calls.
  @available(*, deprecated, message: "Use 'observe' and 'if let store.scope', instead.")
  public func ifLet<Wrapped>(
    then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable where State == Wrapped? {
    self.publisher
      .removeDuplicates { ($0 != nil) == ($1 != nil) }
      .sink { [weak self] state in
        MainActor.assumeIsolated {
          if let self, let state {
            unwrap(self.unwrappedStore(startingAt: UncheckedSendable(state).wrappedValue))
          } else {
            `else`()
          }
        }
      }
  }

  /// A store of the unwrapped state of this store of optional state.
  private func unwrappedStore<Wrapped>(
    startingAt state: Wrapped
  ) -> Store<Wrapped, Action> where State == Wrapped? {
    let core = ScopedCore<State, Action, Wrapped, Action>(
      parent: self.core,
      initialState: state,
      derivation: .optionalKeyPath(\.self),
      sliceAccess: .keyPath(\State.self),
      embedding: .function { $0 }
    )
    return Store<Wrapped, Action>(core: core, isRoot: false)
  }
}
