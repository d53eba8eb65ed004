import Observation

// Identity of presentation state, for the accessors that `@Presents` generates: presentation
// state is identity-equal when the presented states are (both `nil`, or the same identity).

/// Whether two presentation states present nothing, or present states of the same identity.
@inlinable
public func _$isIdentityEqual<State: ObservableState>(
  _ lhs: PresentationState<State>,
  _ rhs: PresentationState<State>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

/// Whether two presentation states present nothing, or present identity-equal states.
@inlinable
public func _$isIdentityEqual<State: ObservableState & Equatable>(
  _ lhs: PresentationState<State>,
  _ rhs: PresentationState<State>
) -> Bool {
  _$isIdentityEqual(lhs.wrappedValue, rhs.wrappedValue)
}

extension PresentationState: _DynamicIdentityComparable {
  @usableFromInline
  static func _isIdentityEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    _dynamicIsIdentityEqual(lhs.wrappedValue, rhs.wrappedValue)
  }
}

// `$destination` accessors register and notify observers of `\.destination`, so their key path's
// value (the optional state) differs from the storage they modify (the presentation state).
extension ObservationStateRegistrar {
  /// Begins an in-place modification of presentation state (`$destination`) that `keyPath`'s
  /// observers watch: returns a copy of it.
  @inlinable
  public func willModify<Subject: Observable, Member, State>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout PresentationState<State>
  ) -> PresentationState<State> {
    member
  }

  /// Ends an in-place modification of presentation state: notifies the observers of `keyPath`
  /// unless the modified presentation state is identity-equal to `oldValue`.
  @inlinable
  @discardableResult
  public func didModify<Subject: Observable, Member, State>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout PresentationState<State>,
    _ oldValue: PresentationState<State>,
    _ isIdentityEqual: (PresentationState<State>, PresentationState<State>) -> Bool
  ) -> Bool {
    if !isIdentityEqual(oldValue, member) {
      return true
    }
    return false
  }

  /// Begins an in-place modification of presentation state of observable state: returns the
  /// presented state's identity only, so that the presented state is not copied, and keeps it
  /// for a presentation operator running inside the modification.
  @inlinable
  @inline(__always)  // once per level of a chain of presented children, per action
  public func willModify<Subject: Observable, Member, State: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout PresentationState<State>
  ) -> ObservableStateID? {
    let id = member.modifyPresentedValue { $0?._$willModifyIdentity() }
    member.keepPresentedIdentity(id)
    return id
  }

  /// Ends an in-place modification of presentation state of observable state: notifies the
  /// observers of `keyPath` if the presented state appeared, went away, or was replaced.
  @inlinable
  @inline(__always)  // once per level of a chain of presented children, per action
  @discardableResult
  public func didModify<Subject: Observable, Member, State: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout PresentationState<State>,
    _ oldID: ObservableStateID?,
    _ isIdentityEqual: (PresentationState<State>, PresentationState<State>) -> Bool
  ) -> Bool {
    if member.readPresentedValue({ $0?._$identityInPlace() }) != oldID {
      return true
    }
    return false
  }

  /// Begins an in-place modification of presentation state of observable, `Equatable` state:
  /// returns the presented state's identity, or `nil` when nothing is presented (see
  /// `PresentationState.beginModification()`), and keeps it for a presentation operator running
  /// inside the modification.
  @inlinable
  @inline(__always)  // once per level of a chain of presented children, per action
  public func willModify<Subject: Observable, Member, State: ObservableState & Equatable>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout PresentationState<State>
  ) -> ObservableStateID? {
    let id = member.beginModification()
    member.keepPresentedIdentity(id)
    return id
  }

  /// Ends an in-place modification of presentation state of observable, `Equatable` state:
  /// notifies the observers of `keyPath` if the presented state appeared, went away, or is no
  /// longer the state it was.
  @inlinable
  @inline(__always)  // once per level of a chain of presented children, per action
  @discardableResult
  public func didModify<Subject: Observable, Member, State: ObservableState & Equatable>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout PresentationState<State>,
    _ oldID: ObservableStateID?,
    _ isIdentityEqual: (PresentationState<State>, PresentationState<State>) -> Bool
  ) -> Bool {
    !member.endModification(from: oldID)
  }
}
