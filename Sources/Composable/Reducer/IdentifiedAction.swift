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
