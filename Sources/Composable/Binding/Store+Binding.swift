extension Store {
  /// A binding that reads a value out of the state and sends an action for every new value.
  ///
  /// ```swift
  /// Toggle(
  ///   "Haptic feedback",
  ///   isOn: Binding(store.binding(
  ///     get: \.isHapticFeedbackEnabled,
  ///     send: { .isHapticFeedbackEnabledChanged($0) }
  ///   ))
  /// )
  /// ```
  ///
  /// For `Equatable` values, prefer the overload that sends only real changes (chosen
  /// automatically).
  public func binding<Value>(
    get toValue: @escaping (State) -> Value,
    send toAction: @escaping (Value) -> Action
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { toValue(self.state) },
      set: { self.send(toAction($0)) }
    )
  }

  /// A binding that reads a value out of the state and sends an action when a *different* value
  /// is written.
  ///
  /// Writing the value the state already holds sends nothing: controls that write on focus, or
  /// write the same value twice, do not produce spurious actions.
  public func binding<Value: Equatable>(
    get toValue: @escaping (State) -> Value,
    send toAction: @escaping (Value) -> Action
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { toValue(self.state) },
      set: { newValue in
        guard toValue(self.core.state) != newValue else { return }
        self.send(toAction(newValue))
      }
    )
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// A binding of the field at `keyPath` of `@ObservableState` state, which sends
  /// `.binding(.set(keyPath, newValue))` when a different value is written.
  ///
  /// ```swift
  /// let name = store.binding(\.displayName)
  /// name.wrappedValue = "Blob"
  /// ```
  ///
  /// If no ``BindingReducer`` applies the action, an issue is reported here.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreBinding<Value> where State: ObservableState {
    self.binding(
      reading: keyPath,
      action: { .set(keyPath, $0) },
      embed: { .binding($0) },
      bindableActionType: Action.self,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// A binding of the `@BindingState` field at `keyPath`, which sends
  /// `.binding(.set(keyPath, newValue))` when a different value is written.
  ///
  /// ```swift
  /// let name = store.binding(\.$displayName)
  /// ```
  ///
  /// If no ``BindingReducer`` applies the action, an issue is reported here.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreBinding<Value> {
    self.binding(
      reading: keyPath.appending(path: \.wrappedValue),
      action: { .set(keyPath, $0) },
      embed: { .binding($0) },
      bindableActionType: Action.self,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension Store {
  /// A binding of the field at `keyPath` of `@ObservableState` state for a feature whose
  /// bindings live in a nested view action: sends `.view(.binding(.set(keyPath, newValue)))`.
  ///
  /// ```swift
  /// let name = store.binding(\.displayName, action: \.view)
  /// ```
  public func binding<ViewAction: BindableAction, Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    action: CaseKeyPath<Action, ViewAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreBinding<Value> where ViewAction.State == State, State: ObservableState {
    let casePath = AnyCasePath(action)
    return self.binding(
      reading: keyPath,
      action: { .set(keyPath, $0) },
      embed: { casePath.embed(.binding($0)) },
      bindableActionType: ViewAction.self,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// A binding of the `@BindingState` field at `keyPath` for a feature whose bindings live in a
  /// nested view action: sends `.view(.binding(.set(keyPath, newValue)))`.
  public func binding<ViewAction: BindableAction, Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>,
    action: CaseKeyPath<Action, ViewAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreBinding<Value> where ViewAction.State == State {
    let casePath = AnyCasePath(action)
    return self.binding(
      reading: keyPath.appending(path: \.wrappedValue),
      action: { .set(keyPath, $0) },
      embed: { casePath.embed(.binding($0)) },
      bindableActionType: ViewAction.self,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The binding behind every key-path binding: skips values equal to the state's, and checks
  /// that a `BindingReducer` handles the action it sends.
  func binding<Value: Equatable & Sendable>(
    reading keyPath: KeyPath<State, Value>,
    action makeAction: @escaping (Value) -> BindingAction<State>,
    embed: @escaping (BindingAction<State>) -> Action,
    bindableActionType: Any.Type,
    location: OperatorLocation
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { self.state[keyPath: keyPath] },
      set: { newValue in
        let state = self.core.state
        guard state[keyPath: keyPath] != newValue else { return }
        var action = makeAction(newValue)
        // A store whose optional state is gone reports dropped actions itself.
        if self.core.isValid {
          action = action.checkedForHandling(
            state: state, bindableActionType: bindableActionType, location: location
          )
        }
        self.send(embed(action))
      }
    )
  }
}
