import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A button of an alert or a confirmation dialog, as a value: its label, its role and what it
/// sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
///
/// Each button has a unique `id` for front ends that list buttons; `==` and hashing ignore it,
/// so buttons built the same way are equal.
public struct ButtonState<Action>: Identifiable {
  /// A unique identity, made when the button is created and kept by `map`.
  public let id: UUID
  /// What the button sends.
  public let action: ButtonStateAction<Action>
  /// The button's text.
  public let label: TextState
  /// What the button means, if anything special.
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// A button that sends `action` (by default nothing: it only dismisses).
  ///
  /// - Parameters:
  ///   - role: What the button means; `nil` for an ordinary button.
  ///   - action: What the button sends, with or without animation.
  ///   - label: The button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// A button that sends `action`.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Calls `perform` with the button's action (`nil` for a button that only dismisses). With
  /// SwiftUI an animated action is performed inside its animation.
  public func withAction(_ perform: (Action?) -> Void) {
    switch self.action.type {
    case let .send(action):
      perform(action)
    case let .animatedSend(action, animation):
      #if canImport(SwiftUI)
        withAnimation(animation) { perform(action) }
      #else
        _ = animation
        perform(action)
      #endif
    }
  }

  /// Calls an asynchronous `perform` with the button's action. An animated action cannot be
  /// animated across a suspension: that is reported, and the action is performed without it.
  @MainActor
  public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
    if case .animatedSend(.some, _) = self.action.type {
      var dump = ""
      customDump(self.action, to: &dump, indent: 4)
      reportIssue(
        """
        An animated action was performed asynchronously: …

          Action:
        \(dump)

        Asynchronous actions cannot be animated. Evaluate this action in a synchronous \
        closure, or use 'SwiftUI.withAnimation' explicitly.
        """
      )
    }
    await perform(self.action.action)
  }

  /// The same button sending `transform`'s result instead of its action; keeps the `id`.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: self.id, action: self.action.map(transform), label: self.label, role: self.role
    )
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Buttons with the same action, label and role are equal, whatever their `id`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.action)
    hasher.combine(self.label)
    hasher.combine(self.role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// `ButtonState(role: .destructive, action: .send(.delete), label: "Delete")`; `role` only
  /// when there is one.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role = self.role {
      children.append(("role", role))
    }
    children.append(("action", self.action))
    children.append(("label", self.label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
