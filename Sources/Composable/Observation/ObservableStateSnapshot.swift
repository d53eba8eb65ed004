/// What an in-place modification of observable, `Equatable` state is compared against: the
/// state's identity, and the state itself when that identity cannot tell changes apart.
///
/// Generated `_modify` accessors hold a snapshot while the state is modified. Most identities
/// come from a state value and are compared alone, so the state is not copied (copying it would
/// make the modification copy its storage). An identity that derives from no state value (an
/// enum case whose payload is not observable state) does not change with the payload, so for it
/// the snapshot keeps the old value and compares it with `==`, like `_$isIdentityEqual`.
public struct _ObservableStateSnapshot<State: ObservableState & Equatable> {
  @usableFromInline
  let id: ObservableStateID

  /// The old state, kept only when the identity cannot tell changes apart. Boxed, so that a
  /// snapshot is two words however large the state: snapshots are made and dropped on every
  /// in-place modification of a child.
  @usableFromInline
  let value: _ObservableStateSnapshotValue<State>?

  /// Takes a snapshot of `state` before it is modified.
  @inlinable
  public init(_ state: State) {
    let id = state._$id
    self.id = id
    self.value = id.isInertRooted ? _ObservableStateSnapshotValue(state) : nil
  }

  /// Takes a snapshot of optional state, reading only its identity unless the state itself is
  /// needed: binding the state to compare it would copy it with everything below it.
  @inlinable
  static func of(_ state: inout State?) -> Self? {
    guard let id = state?._$identityInPlace() else { return nil }
    guard id.isInertRooted, let state else { return Self(id: id, value: nil) }
    return Self(id: id, value: _ObservableStateSnapshotValue(state))
  }

  @inlinable
  init(id: ObservableStateID, value: _ObservableStateSnapshotValue<State>?) {
    self.id = id
    self.value = value
  }

  /// Whether optional `state`, after the modification, is identity-equal to the snapshot,
  /// reading only its identity unless the state itself is needed.
  @inlinable
  func isIdentityEqual(to state: inout State?) -> Bool {
    guard let id = state?._$identityInPlace(), id == self.id else { return false }
    guard let value = self.value else { return true }
    return value.state == state
  }

  /// Whether `state`, after the modification, is identity-equal to the snapshotted state.
  @inlinable
  public func isIdentityEqual(to state: State) -> Bool {
    guard state._$id == self.id else { return false }
    guard let value = self.value else { return true }
    return value.state == state
  }
}

/// The old state a snapshot keeps when its identity cannot tell changes apart.
public final class _ObservableStateSnapshotValue<State> {
  @usableFromInline
  let state: State

  @usableFromInline
  init(_ state: State) {
    self.state = state
  }
}

extension _ObservableStateSnapshotValue: @unchecked Sendable where State: Sendable {}  // immutable
