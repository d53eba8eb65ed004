extension Store
where
  State: ObservableState,
  Action: ViewAction,
  Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// A field of the state of a feature whose bindings live in its view actions, for reading and
  /// writing: `store.email = "blob@pointfree.co"` sends
  /// `.view(.binding(.set(\.email, "blob@pointfree.co")))`.
  ///
  /// This is the shape TCA's `@ViewAction` features take (`enum Action: ViewAction` with
  /// `enum View: BindableAction` and `BindingReducer(action: \.view)`); the feature's view writes
  /// its fields as it would with a plain `BindableAction`. Writing the value the state already
  /// holds sends nothing, and an action that no `BindingReducer` applies is reported.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { readInPlace(keyPath, in: self.core.accessState()) }
    set { self.viewBinding(keyPath).wrappedValue = newValue }
  }

  /// The binding behind the writable members: embeds the binding action in `.view(…)`.
  private func viewBinding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreBinding<Value> {
    self.binding(
      reading: keyPath,
      action: { .set(keyPath, $0) },
      embed: { .view(.binding($0)) },
      bindableActionType: Action.ViewAction.self,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension Store
where
  State: ObservableState & Equatable & Sendable,
  Action: ViewAction,
  Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// The state of a feature whose bindings live in its view actions, for reading and writing:
  /// setting it sends `.view(.binding(.set(\.self, newValue)))`, unless the state already equals
  /// the new value.
  public var state: State {
    get { self.core.accessState().pointee }
    set { self.viewBinding(\.self).wrappedValue = newValue }
  }
}
