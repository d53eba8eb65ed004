/// An action type with a case that wraps the actions a view sends: `case view(View)`.
///
/// ```swift
/// @Reducer
/// struct Login {
///   enum Action: ViewAction {
///     case loginResponse(Bool)
///     case view(View)
///
///     enum View {
///       case loginButtonTapped
///     }
///   }
/// }
/// ```
///
/// Keeping the view's actions in their own enum tells apart what a user can do from what effects
/// report back. With ``ViewAction(for:)``, a view sends them as `send(.loginButtonTapped)`.
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  associatedtype ViewAction

  /// Wraps a view action; an enum satisfies this with its `case view(View)`.
  static func view(_ action: ViewAction) -> Self
}

/// A type holding a store whose actions are ``ViewAction``s, which can send view actions
/// without wrapping them in `.view(…)`.
///
/// ``ViewAction(for:)`` conforms a view to this protocol; there is rarely a need to conform by
/// hand.
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store's feature.
  associatedtype StoreState
  /// The actions of the store's feature.
  associatedtype StoreAction: ViewAction

  /// The store that view actions are sent to.
  @MainActor @preconcurrency var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store, as `store.send(.view(action))`.
  ///
  /// - Returns: A task for the effects the action started.
  @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    self.store.send(.view(action))
  }
}
