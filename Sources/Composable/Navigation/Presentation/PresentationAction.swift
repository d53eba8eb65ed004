/// The actions of a presented feature, as seen by the feature presenting it.
///
/// `.presented` carries the child's own actions; `.dismiss` closes the child. The presenting
/// feature's `ifLet(\.$destination, action: \.destination)` handles `.dismiss` by setting the
/// state to `nil` and cancelling the child's effects, after the parent's reducer has seen it.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
///
/// case .destination(.presented(.detail(.saveButtonTapped))):
///   state.destination = nil
/// ```
///
/// Case key paths reach through `.presented` on their own: `\.destination.detail` is short for
/// `\.destination.presented.detail` (see ``AllCasePaths``).
public enum PresentationAction<Action> {
  /// An action of the presented child.
  indirect case presented(Action)
  /// Closes the presented child. Sent by the front end when the user dismisses it, or by the
  /// child itself through `@Dependency(\.dismiss)`.
  case dismiss
}

/// The presentation action of a reducer: `PresentationActionOf<Detail>`.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
