/// An action for one element of an `IdentifiedArray`, addressed by its id.
///
/// Use it as the payload of the parent's action for a `forEach`:
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// // …
/// store.send(.rows(.element(id: row.id, action: .tapped)))
/// ```
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action sent to the element with the given id.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

/// The identified action of a reducer whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction {
  /// The element's action, whatever its id: `\.rows[id: 1]` style case key paths use
  /// `subscript(id:)` instead.
  public subscript(id id: ID) -> Action? {
    get {
      guard case let .element(elementID, action) = self, elementID == id else { return nil }
      return action
    }
    set {
      guard let newValue, case .element(id, _) = self else { return }
      self = .element(id: id, action: newValue)
    }
  }
}

extension IdentifiedAction.AllCasePaths {
  /// The case path to the actions of the element with `id`: lets case key paths address one
  /// element, as in `store.receive(\.rows[id: 1].response)` and
  /// `store.scope(state: \.rows[id: 1], action: \.rows[id: 1])`.
  public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: { action in
        guard case let .element(elementID, elementAction) = action, elementID == id else {
          return nil
        }
        return elementAction
      }
    )
  }
}
