extension View {
  /// Shows an alert over this view while `store` is non-`nil`: a framed box with the alert's
  /// title, message and buttons, which takes every key until it closes.
  ///
  /// ```swift
  /// Form { … }
  ///   .alert(store.scope(state: \.alert, action: \.alert))
  /// ```
  ///
  /// Enter or Space activates the focused button, which sends `.presented(action)` (or
  /// `.dismiss` for a button without an action); Esc activates the cancel button, or sends
  /// `.dismiss`. Focus starts on the first button that is not destructive; destructive buttons
  /// are red and marked `⚠`.
  public func alert<ButtonAction>(
    _ store: Store<AlertState<ButtonAction>, PresentationAction<ButtonAction>>?
  ) -> some View {
    self.alert(store?.state) { store?.send($0) }
  }

  /// Shows `alert` over this view while it is non-`nil`, sending its buttons' actions with
  /// `send`: for alerts reached through other state, such as a `@Reducer enum` destination.
  ///
  /// ```swift
  /// .alert(store.destination?.alert) { action in
  ///   switch action {
  ///   case let .presented(action): store.send(.destination(.presented(.alert(action))))
  ///   case .dismiss: store.send(.destination(.dismiss))
  ///   }
  /// }
  /// ```
  public func alert<ButtonAction>(
    _ alert: AlertState<ButtonAction>?,
    send: @escaping @MainActor (PresentationAction<ButtonAction>) -> Void
  ) -> some View {
    self.presenting(alert.map { Dialog($0, send: send) })
  }

  /// Shows a confirmation dialog over this view while `store` is non-`nil`: its choices in a
  /// framed box along the bottom of the screen, which takes every key until it closes. Keys work
  /// as in ``alert(_:)``; a title whose visibility is `.hidden` is not shown.
  ///
  /// ```swift
  /// List { … }
  ///   .confirmationDialog(store.scope(state: \.dialog, action: \.dialog))
  /// ```
  public func confirmationDialog<ButtonAction>(
    _ store: Store<ConfirmationDialogState<ButtonAction>, PresentationAction<ButtonAction>>?
  ) -> some View {
    self.confirmationDialog(store?.state) { store?.send($0) }
  }

  /// Shows `dialog` over this view while it is non-`nil`, sending its buttons' actions with
  /// `send`.
  public func confirmationDialog<ButtonAction>(
    _ dialog: ConfirmationDialogState<ButtonAction>?,
    send: @escaping @MainActor (PresentationAction<ButtonAction>) -> Void
  ) -> some View {
    self.presenting(dialog.map { Dialog($0, send: send) })
  }

  /// This view with `dialog` as a modal layer over it, if there is one.
  func presenting<ButtonAction>(_ dialog: Dialog<ButtonAction>?) -> some View {
    ModifiedView(content: self) { node, _ in dialog?.presented(over: node) ?? node }
  }
}
