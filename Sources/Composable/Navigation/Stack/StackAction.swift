/// The actions of a navigation stack, as seen by the feature that owns it.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
///
/// case let .path(.element(id: id, action: .detail(.saveButtonTapped))):
///   state.path.pop(from: id)
/// ```
@CasePathable
public enum StackAction<State, Action> {
  /// An action of the element with `id`.
  indirect case element(id: StackElementID, action: Action)

  /// Removes the element with `id` and every element above it. Sent by the front end when the
  /// user goes back, or by the element itself through `@Dependency(\.dismiss)`.
  case popFrom(id: StackElementID)

  /// Appends `state` with `id`. Sent by a front end that pushes through a navigation link; the
  /// id must be new, and is usually `\.stackElementID`'s `next()`.
  case push(id: StackElementID, state: State)
}

/// The stack action of a reducer: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction {
  /// The action of the element with `id`, for case key paths such as `\.path[id: 0].detail`.
  public subscript(id id: StackElementID) -> Action? {
    get {
      guard case .element(let elementID, let action) = self, elementID == id else { return nil }
      return action
    }
    set {
      guard let newValue, case .element(id, _) = self else { return }
      self = .element(id: id, action: newValue)
    }
  }
}

extension StackAction.AllCasePaths {
  /// The case path to the actions of the element with `id`: lets case key paths address one
  /// element, as in `store.receive(\.path[id: 0].detail.saved)`.
  public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: { action in
        guard case .element(let elementID, let elementAction) = action, elementID == id else {
          return nil
        }
        return elementAction
      }
    )
  }
}
