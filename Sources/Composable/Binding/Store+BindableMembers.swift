extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// A field of the state of a feature with bindings, for reading and writing:
  /// `store.displayName = "Blob"` sends `.binding(.set(\.displayName, "Blob"))`.
  ///
  /// As with `binding(_:)`, writing the value the state already
  /// holds sends nothing, and an action that no ``BindingReducer`` applies is reported.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { readInPlace(keyPath, in: self.core.accessState()) }
    set { self.binding(keyPath).wrappedValue = newValue }
  }
}

extension Store
where State: ObservableState & Equatable & Sendable, Action: BindableAction, Action.State == State {
  /// The state of a feature with bindings, for reading and writing: setting it sends
  /// `.binding(.set(\.self, newValue))`, unless the state already equals the new value.
  public var state: State {
    get { self.core.accessState().pointee }
    set { self.binding(\.self).wrappedValue = newValue }
  }
}
