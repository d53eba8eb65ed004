#if canImport(SwiftUI)
  import SwiftUI
#endif

/// What a button of an alert or a confirmation dialog sends when it is activated: an action
/// (or none), and the animation to send it with.
///
/// ```swift
/// ButtonState(action: .send(.confirmDeletion)) { TextState("Delete") }
/// ButtonState(action: .send(.undo, animation: .default)) { TextState("Undo") }
/// ```
public struct ButtonStateAction<Action> {
  /// How the action is sent.
  public let type: _ActionType

  /// Sends `action` when the button is activated; `nil` only dismisses.
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// Sends `action` inside `animation` when the button is activated. Only SwiftUI animates:
  /// elsewhere the animation is kept (it takes part in `==` and in printing) but ignored.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(type: .animatedSend(action, animation: animation))
  }

  /// The action sent, if any.
  public var action: Action? {
    switch self.type {
    case let .send(action), let .animatedSend(action, _):
      return action
    }
  }

  /// The same sending with `transform` applied to the action.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    switch self.type {
    case let .send(action):
      return .send(transform(action))
    case let .animatedSend(action, animation):
      return .send(transform(action), animation: animation)
    }
  }

  /// How an action is sent: plainly, or inside an animation.
  public enum _ActionType {
    /// Sends the action as is.
    case send(Action?)
    /// Sends the action inside the animation.
    case animatedSend(Action?, animation: Animation?)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}

extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {
  /// Hashes the action only: animations are compared but are not all hashable.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .send(action):
      hasher.combine(0)
      hasher.combine(action)
    case let .animatedSend(action, _):
      hasher.combine(1)
      hasher.combine(action)
    }
  }
}

extension ButtonStateAction: Sendable where Action: Sendable {}
// Unchecked for SwiftUI's `Animation`, an immutable description whose `Sendable` conformance
// depends on the SDK; the action is required to be `Sendable`.
extension ButtonStateAction._ActionType: @unchecked Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpReflectable {
  /// `.send(.confirm)`, or `.send(.confirm, animation: Animation.default)`.
  public var customDumpMirror: Mirror {
    let payload: Any
    switch self.type {
    case let .send(action):
      payload = action as Any
    case let .animatedSend(action, animation):
      payload = (action, animation: animation)
    }
    return Mirror(self, children: ["send": payload], displayStyle: .enum)
  }
}
