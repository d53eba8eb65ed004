/// Reports a binding action that a store binding sent but no ``BindingReducer`` applied.
///
/// The check rides inside the action. ``BindingReducer`` marks it handled; when the last copy of
/// the action goes away (the store drops it at the end of its batch, so still inside the binding's
/// setter) an unhandled check reports exactly once. This needs no hook in the store and works
/// for actions that are buffered behind other actions.
final class UnhandledBindingCheck: Sendable {
  private let isHandled = Locked(false)
  private let report: @Sendable () -> Void

  init(report: @escaping @Sendable () -> Void) {
    self.report = report
  }

  func markHandled() {
    self.isHandled.withLock { $0 = true }
  }

  deinit {
    if !self.isHandled.withLock({ $0 }) {
      self.report()
    }
  }
}

extension BindingAction {
  /// This action, checked: if no `BindingReducer` applies it, an issue naming the field is
  /// reported at `location`.
  ///
  /// - Parameters:
  ///   - state: The state before the action, to name the field the key path writes (key paths
  ///     to computed properties, such as `@ObservableState` fields and `$` projections, have no
  ///     readable description).
  ///   - bindableActionType: The action type that embeds the binding action, for the message.
  func checkedForHandling(
    state: Root,
    bindableActionType: Any.Type,
    location: OperatorLocation
  ) -> Self {
    var action = self
    let state = UncheckedSendable(state)
    let unchecked = self
    action.handlingCheck = UnhandledBindingCheck {
      BindingFieldName.learn(from: unchecked, in: state.value)
      location.report(
        unhandledBindingMessage(
          action: unchecked,
          field: BindingFieldName.name(of: unchecked.keyPath),
          bindableActionType: bindableActionType
        )
      )
    }
    return action
  }
}

private func unhandledBindingMessage<Root>(
  action: BindingAction<Root>,
  field: String,
  bindableActionType: Any.Type
) -> String {
  let actionName = readableTypeName(bindableActionType)
  return """
    A binding action for "\(field)" was sent from a store binding, but no "BindingReducer" \
    applied it, so the state did not change.

      Action:
        \(actionName).binding(.set(\(field), \(String(customDumping: action.value))))

    Add "BindingReducer()" to the body of the feature's reducer (or \
    "BindingReducer(action: \\.view)" when the bindings are sent through a nested view action).
    """
}
