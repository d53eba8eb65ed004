import IdentifiedCollections
import Observation
import OrderedCollections

/// The observation machinery stored in every `@ObservableState` struct, as
/// `_$observationRegistrar`.
///
/// It pairs an `ObservationRegistrar` (shared by all copies of the state, so that observers of a
/// copy hear about mutations of another) with the state's identity. The macro-generated accessors
/// of tracked properties call `access` when read, and `mutate` (assignment) or `willModify` /
/// `didModify` (in-place modification) when written; observers are notified only when the
/// written value is not identity-equal to the old one (see `_$isIdentityEqual`).
///
/// `willModify` returns what `didModify` compares against, as cheaply as the value allows: the
/// identity of observable state, the ids of an identified array of it, and a copy of anything
/// else. Observable state first gets a new revision of its identity (`_$willModify()`), so that
/// the body putting back a copy taken earlier reads as a replacement, where modifying the state
/// in place keeps the new revision.
///
/// `willModify` and `didModify` take the property's key path as an autoclosure, since it only
/// names the property and is rarely needed.
///
/// The `ObservationRegistrar` lives in a class of its own rather than inline, so that states
/// holding this registrar keep a layout known at compile time (see the Performance article).
///
/// The registrar is invisible to the state's own conformances: all registrars are equal, hash
/// to nothing, and encode nothing (decoding makes a new one), so an `@ObservableState` struct can
/// still synthesize `Equatable`, `Hashable` and `Codable`.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state value that owns this registrar.
  @inlinable
  public var id: ObservableStateID { self.storedID }

  @usableFromInline
  var storedID: ObservableStateID

  @usableFromInline
  let box: _ObservationRegistrarBox

  /// Creates a registrar with a new identity.
  public init() {
    self.storedID = ObservableStateID()
    self.box = _ObservationRegistrarBox()
  }

  /// Prepares the owning state for in-place modification through its parent: gives it a new
  /// revision of its identity, which the copies taken before do not share (see
  /// ``ObservableStateID/_$willModify()``). Its parent then tells a modification in place (the
  /// new revision stays) from one that put an old copy back (the copy's revision comes back).
  @inlinable
  public mutating func _$willModify() {
    self.storedID._$willModify()
  }

  /// Registers a read of the property at `keyPath` with the current observation tracking.
  ///
  /// Forced inline: it only forwards, and a call frame of its own was a tenth of the cost of
  /// registering a read at each level of a chain of scoped stores.
  @inlinable
  @inline(__always)
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.box.registrar.access(subject, keyPath: keyPath)
  }

  /// Assigns `newValue` to `value`, the storage of the property at `keyPath`, notifying the
  /// property's observers unless `isIdentityEqual(value, newValue)`.
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool
  ) {
    if isIdentityEqual(value, newValue) {
      value = newValue
    } else {
      self.box.registrar.withMutation(of: subject, keyPath: keyPath) {
        value = newValue
      }
    }
  }

  /// Begins an in-place modification of `member`, the storage of the property at `keyPath`, and
  /// returns what `didModify` compares against: a copy of the old value.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member
  }

  /// Ends an in-place modification of `member`: notifies the property's observers unless the
  /// modified value is identity-equal to `oldValue`.
  @inlinable
  @discardableResult
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool
  ) -> Bool {
    if !isIdentityEqual(oldValue, member) {
      return true
    }
    return false
  }

  /// Begins an in-place modification of observable state `member`: returns its identity only, so
  /// that the state is not copied (which would make the modification copy its storage).
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> ObservableStateID {
    member._$willModifyIdentity()
  }

  /// Ends an in-place modification of observable state `member`: notifies the property's
  /// observers if its identity changed.
  @inlinable
  @discardableResult
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldID: ObservableStateID,
    _ isIdentityEqual: (Member, Member) -> Bool
  ) -> Bool {
    if member._$identityInPlace() != oldID {
      return true
    }
    return false
  }

  /// Begins an in-place modification of optional observable state `member`: returns its identity
  /// (`nil` for `nil`) without copying the state.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member?>,
    _ member: inout Member?
  ) -> ObservableStateID? {
    member?._$willModifyIdentity()
  }

  /// Ends an in-place modification of optional observable state `member`: notifies the
  /// property's observers if it became or stopped being `nil`, or its identity changed.
  @inlinable
  @discardableResult
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member?>,
    _ member: inout Member?,
    _ oldID: ObservableStateID?,
    _ isIdentityEqual: (Member?, Member?) -> Bool
  ) -> Bool {
    if member?._$identityInPlace() != oldID {
      return true
    }
    return false
  }

  /// Begins an in-place modification of observable, `Equatable` state `member`: returns a
  /// snapshot of its identity (and of the state itself only when the identity cannot tell
  /// changes apart).
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState & Equatable>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> _ObservableStateSnapshot<Member> {
    member._$willModify()
    return _ObservableStateSnapshot(member)
  }

  /// Ends an in-place modification of observable, `Equatable` state `member`: notifies the
  /// property's observers unless it is identity-equal to its snapshot.
  @inlinable
  @discardableResult
  public func didModify<Subject: Observable, Member: ObservableState & Equatable>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member,
    _ snapshot: _ObservableStateSnapshot<Member>,
    _ isIdentityEqual: (Member, Member) -> Bool
  ) -> Bool {
    if !snapshot.isIdentityEqual(to: member) {
      return true
    }
    return false
  }

  /// Begins an in-place modification of optional observable, `Equatable` state `member`: returns
  /// its snapshot, or `nil` for `nil`.
  @inlinable
  @inline(__always)
  public func willModify<Subject: Observable, Member: ObservableState & Equatable>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member?>,
    _ member: inout Member?
  ) -> _ObservableStateSnapshot<Member>? {
    _ObservableStateSnapshot.beginModification(of: &member)
  }

  /// Ends an in-place modification of optional observable, `Equatable` state `member`: notifies
  /// the property's observers if it became or stopped being `nil`, or is no longer
  /// identity-equal to its snapshot.
  @inlinable
  @inline(__always)
  @discardableResult
  public func didModify<Subject: Observable, Member: ObservableState & Equatable>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, Member?>,
    _ member: inout Member?,
    _ snapshot: _ObservableStateSnapshot<Member>?,
    _ isIdentityEqual: (Member?, Member?) -> Bool
  ) -> Bool {
    let isIdentityEqual =
      if let snapshot { snapshot.isIdentityEqual(to: &member) } else {
        member?._$identityInPlace() == nil
      }
    if !isIdentityEqual {
      return true
    }
    return false
  }

  /// Whether an optional state is identity-equal to the snapshot of its old value.
  @inlinable
  static func isIdentityEqual<State: ObservableState & Equatable>(
    _ snapshot: _ObservableStateSnapshot<State>?,
    _ state: State?
  ) -> Bool {
    switch (snapshot, state) {
    case (nil, nil): true
    case let (snapshot?, state?): snapshot.isIdentityEqual(to: state)
    default: false
    }
  }

  /// Begins an in-place modification of an identified array of observable state: returns its
  /// ids only, so that modifying an element in place does not copy the elements.
  @inlinable
  public func willModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>
  ) -> OrderedSet<ID> {
    member.ids
  }

  /// Ends an in-place modification of an identified array of observable state: notifies the
  /// property's observers if elements were added, removed or reordered.
  ///
  /// Comparing the ids is O(1) when they were not touched: both sets then share their storage.
  @inlinable
  @discardableResult
  public func didModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>,
    _ oldIDs: OrderedSet<ID>,
    _ isIdentityEqual: (IdentifiedArray<ID, Element>, IdentifiedArray<ID, Element>) -> Bool
  ) -> Bool {
    if member.ids != oldIDs {
      return true
    }
    return false
  }

  /// Notifies the observers of the property at `keyPath` of a change that already happened.
  @inlinable
  public func notify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    self.box.registrar.willSet(subject, keyPath: keyPath)
    self.box.registrar.didSet(subject, keyPath: keyPath)
  }
}

/// Holds a state's `ObservationRegistrar`, shared by the state's copies (see
/// ``ObservationStateRegistrar``).
public final class _ObservationRegistrarBox: Sendable {
  @usableFromInline let registrar = ObservationRegistrar()

  @usableFromInline
  init() {}
}

extension ObservationStateRegistrar: Equatable {
  /// Always `true`: the registrar does not take part in the equality of the state holding it.
  @inlinable
  public static func == (_: Self, _: Self) -> Bool { true }
}

extension ObservationStateRegistrar: Hashable {
  /// Hashes nothing: the registrar does not take part in the hash of the state holding it.
  @inlinable
  public func hash(into _: inout Hasher) {}
}

extension ObservationStateRegistrar: Codable {
  /// Creates a new registrar, with a new identity: a decoded state is a new value.
  public init(from _: any Decoder) throws {
    self.init()
  }

  /// Encodes nothing.
  public func encode(to _: any Encoder) throws {}
}
