import Foundation

/// A confirmation dialog (an action sheet) as a value in feature state: a title, an optional
/// message and the choices, each a button that sends an action back to the feature.
///
/// It is presented and handled exactly as ``AlertState`` is:
///
/// ```swift
/// @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
///
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
///
/// // in body:
/// .ifLet(\.$dialog, action: \.dialog)
/// ```
public struct ConfirmationDialogState<Action>: Identifiable {
  /// A unique identity, made when the dialog is created and kept by `map`.
  public let id: UUID
  /// The buttons, in the order given.
  public var buttons: [ButtonState<Action>]
  /// The text under the title, if any.
  public var message: TextState?
  /// The dialog's title.
  public var title: TextState
  /// Whether the title shows.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID,
    buttons: [ButtonState<Action>],
    message: TextState?,
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// A dialog built from closures, with the given title visibility.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), buttons: actions(), message: message?(), title: title(),
      titleVisibility: titleVisibility
    )
  }

  /// A dialog built from closures, whose title shows as the front end decides.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }

  /// The same dialog with `transform` applied to its buttons' actions; keeps every `id`.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: self.id,
      buttons: self.buttons.map { $0.map(transform) },
      message: self.message,
      title: self.title,
      titleVisibility: self.titleVisibility
    )
  }
}

/// Whether the title of a confirmation dialog shows.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// As the front end decides (a terminal shows it).
  case automatic
  /// Never.
  case hidden
  /// Always.
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Dialogs with the same title, message and buttons are equal, whatever their `id` (and, as
  /// in SwiftUI Navigation, whatever their title visibility).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// `ConfirmationDialogState(titleVisibility: .visible, title: …, actions: […])`, leaving out
  /// what is empty or automatic.
  public var customDumpMirror: Mirror {
    var children = dialogDumpChildren(self.title, self.buttons, self.message)
    if self.titleVisibility != .automatic {
      children.insert(("titleVisibility", self.titleVisibility), at: 0)
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
