import Foundation

/// An alert as a value in feature state: a title, an optional message and buttons that send
/// actions back to the feature.
///
/// A feature presents an alert by setting optional state, and handles its buttons as
/// presentation actions; it needs no child reducer:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Presents var alert: AlertState<Action.Alert>?
/// }
/// enum Action {
///   case alert(PresentationAction<Alert>)
///   case deleteButtonTapped
///   enum Alert: Equatable { case confirmDeletion }
/// }
///
/// case .deleteButtonTapped:
///   state.alert = AlertState {
///     TextState("Delete?")
///   } actions: {
///     ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   } message: {
///     TextState("This cannot be undone.")
///   }
///   return .none
///
/// // in body:
/// .ifLet(\.$alert, action: \.alert)
/// ```
///
/// A button sends `.alert(.presented(action))`, after which the alert is gone: `ifLet` sets it
/// to `nil` in the same step. An alert without buttons shows a single OK button.
public struct AlertState<Action>: Identifiable {
  /// A unique identity, made when the alert is created and kept by `map`.
  public let id: UUID
  /// The buttons, in the order given.
  public var buttons: [ButtonState<Action>]
  /// The text under the title, if any.
  public var message: TextState?
  /// The alert's title.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// An alert built from closures: the title, the buttons and an optional message.
  ///
  /// ```swift
  /// AlertState {
  ///   TextState("Log in failed")
  /// } actions: {
  ///   ButtonState(action: .retry) { TextState("Retry") }
  ///   ButtonState(role: .cancel) { TextState("Cancel") }
  /// } message: {
  ///   TextState("The password is wrong.")
  /// }
  /// ```
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// The same alert with `transform` applied to its buttons' actions; keeps every `id`.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: self.id,
      buttons: self.buttons.map { $0.map(transform) },
      message: self.message,
      title: self.title
    )
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Alerts with the same title, message and buttons are equal, whatever their `id`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// `AlertState(title: …, actions: […], message: …)`, leaving out what is empty, as the
  /// alert is written.
  public var customDumpMirror: Mirror {
    Mirror(
      self, children: dialogDumpChildren(self.title, self.buttons, self.message),
      displayStyle: .struct
    )
  }
}

/// The dumped fields shared by alerts and confirmation dialogs, in the order they are written.
func dialogDumpChildren<Action>(
  _ title: TextState, _ buttons: [ButtonState<Action>], _ message: TextState?
) -> [(label: String?, value: Any)] {
  var children: [(label: String?, value: Any)] = [("title", title)]
  if !buttons.isEmpty {
    children.append(("actions", buttons))
  }
  if let message {
    children.append(("message", message))
  }
  return children
}
