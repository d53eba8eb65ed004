/// What an in-place modification of observable, `Equatable` state is compared against: the
/// state's identity, and the state itself when that identity cannot tell changes apart.
///
/// Generated `_modify` accessors hold a snapshot while the state is modified. Most identities
/// come from a state value and are compared alone, so the state is not copied (copying it would
/// make the modification copy its storage). An identity that derives from no state value (an
/// enum case whose payload is not observable state) does not change with the payload, so for it
/// the snapshot keeps the old value and compares it with `==`, like `_$isIdentityEqual`.
public struct _ObservableStateSnapshot<State: ObservableState & Equatable> {
  /// The identity, and the old state only when the identity cannot tell changes apart. An enum
  /// rather than an optional reference, so that dropping the usual identity-only snapshot
  /// releases nothing: snapshots are made and dropped on every in-place modification of a
  /// child. The state is boxed, so that a snapshot stays small however large the state.
  @usableFromInline
  enum Storage {
    case identity(ObservableStateID)
    case value(ObservableStateID, _ObservableStateSnapshotValue<State>)
  }

  @usableFromInline
  let storage: Storage

  /// Takes a snapshot of `state` before it is modified.
  @inlinable
  public init(_ state: State) {
    let id = state._$id
    self.storage =
      id.isInertRooted ? .value(id, _ObservableStateSnapshotValue(state)) : .identity(id)
  }

  /// Prepares optional state for in-place modification (``ObservableState/_$willModify()``) and
  /// takes its snapshot, reading only its identity unless the state itself is needed: binding
  /// the state to compare it would copy it with everything below it.
  @inlinable
  @inline(__always)
  static func beginModification(of state: inout State?) -> Self? {
    guard let id = state?._$willModifyIdentity() else { return nil }
    guard id.isInertRooted else { return Self(storage: .identity(id)) }
    return Self(storage: .value(id, _ObservableStateSnapshotValue(copying: &state)))
  }

  @inlinable
  init(storage: Storage) {
    self.storage = storage
  }

  /// Whether optional `state`, after the modification, is identity-equal to the snapshot,
  /// reading only its identity unless the state itself is needed.
  @inlinable
  @inline(__always)
  func isIdentityEqual(to state: inout State?) -> Bool {
    guard let id = state?._$identityInPlace() else { return false }
    switch self.storage {
    case let .identity(snapshotID):
      return id == snapshotID
    case let .value(snapshotID, value):
      return id == snapshotID && value.isEqual(to: &state)
    }
  }

  /// Whether `state`, after the modification, is identity-equal to the snapshotted state.
  @inlinable
  public func isIdentityEqual(to state: State) -> Bool {
    switch self.storage {
    case let .identity(snapshotID):
      return state._$id == snapshotID
    case let .value(snapshotID, value):
      return state._$id == snapshotID && value.state == state
    }
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

extension _ObservableStateSnapshotValue where State: Equatable {
  /// A snapshot of `state`, which is not `nil`. Apart from the usual path, which keeps an
  /// identity only: inline, the copy and the comparison below made every in-place modification
  /// of an optional child (and of a presented one, see
  /// `PresentationState+ModificationSnapshot.swift`) spill and restore the whole state around
  /// the child's run.
  @usableFromInline
  @inline(never)
  convenience init(copying state: inout State?) {
    self.init(state.unsafelyUnwrapped)
  }

  /// Whether `state` equals the snapshotted state; apart from the usual path, as the initializer.
  @usableFromInline
  @inline(never)
  func isEqual(to state: inout State?) -> Bool {
    self.state == state
  }
}

extension _ObservableStateSnapshotValue: @unchecked Sendable where State: Sendable {}  // immutable
