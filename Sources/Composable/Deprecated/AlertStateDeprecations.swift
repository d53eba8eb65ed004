// The initializers of alerts, dialogs and buttons from before their result-builder spellings,
// deprecated with SwiftUI Navigation's messages: old code builds, with a warning.

extension AlertState {
  /// An alert with the given buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>]) {
    self.init(
      title: { title },
      actions: { for button in buttons { button } },
      message: message.map { message in { message } }
    )
  }

  /// An alert with one button, or none (front ends then show OK).
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState, message: TextState? = nil, dismissButton: ButtonState<Action>? = nil
  ) {
    self.init(title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
  }

  /// An alert with two buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    primaryButton: ButtonState<Action>,
    secondaryButton: ButtonState<Action>
  ) {
    self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
  }
}

extension ConfirmationDialogState {
  /// A dialog with the given title visibility and buttons.
  @available(*, deprecated, message: "Use 'init(titleVisibility:title:actions:message:)' instead.")
  public init(
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      titleVisibility: titleVisibility,
      title: { title },
      actions: { for button in buttons { button } },
      message: message.map { message in { message } }
    )
  }

  /// A dialog with the given buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.init(title: title, titleVisibility: .automatic, message: message, buttons: buttons)
  }
}

extension ButtonState {
  /// A cancel button.
  @available(*, deprecated, message: "Use 'ButtonState(role: .cancel, action:label:)' instead.")
  public static func cancel(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .cancel, action: action) { label }
  }

  /// An ordinary button.
  @available(*, deprecated, message: "Use 'ButtonState(action:label:)' instead.")
  public static func `default`(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(action: action) { label }
  }

  /// A destructive button.
  @available(
    *, deprecated, message: "Use 'ButtonState(role: .destructive, action:label:)' instead."
  )
  public static func destructive(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .destructive, action: action) { label }
  }
}

/// The name confirmation dialogs had when SwiftUI called them action sheets.
@available(*, deprecated, renamed: "ConfirmationDialogState")
public typealias ActionSheetState<Action> = ConfirmationDialogState<Action>
