import OrderedCollections

// Observation of a navigation stack held by `@ObservableState` state, as for an identified array
// of observable state: the stack property's observers hear about elements pushed, popped or
// reordered, and each element's observers about that element's own fields. Changing one element
// in place notifies that element's observers only, not those of the stack (its count, its other
// elements).

/// Whether two stacks of observable state hold the same element ids in the same order.
///
/// Elements are not compared: an element modified in place keeps its identity and notifies its
/// own observers. O(1) when the ids' revision tells (it does unless ids changed).
@inlinable
public func _$isIdentityEqual<Element: ObservableState>(
  _ lhs: StackState<Element>,
  _ rhs: StackState<Element>
) -> Bool {
  lhs.idsRevision == rhs.idsRevision || lhs.ids == rhs.ids
}

/// Whether two stacks of observable state hold the same element ids in the same order; the
/// elements' equality is not consulted.
@inlinable
public func _$isIdentityEqual<Element: ObservableState & Equatable>(
  _ lhs: StackState<Element>,
  _ rhs: StackState<Element>
) -> Bool {
  lhs.idsRevision == rhs.idsRevision || lhs.ids == rhs.ids
}

extension StackState: _DynamicIdentityComparable where Element: ObservableState {
  @usableFromInline
  static func _isIdentityEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.idsRevision == rhs.idsRevision || lhs.ids == rhs.ids
  }
}

extension ObservationStateRegistrar {
  /// Begins an in-place modification of a stack of observable state: returns the revision of its
  /// ids only, so that modifying it in place copies neither its elements nor its ids (holding the
  /// ids would make a push copy them), and compares in O(1).
  @inlinable
  public func willModify<Subject: Observable, Element: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, StackState<Element>>,
    _ member: inout StackState<Element>
  ) -> Int {
    member.idsRevision
  }

  /// Ends an in-place modification of a stack of observable state: notifies the property's
  /// observers if elements were pushed, popped or reordered (or pushed and popped again: the
  /// revision does not tell that the ids came back).
  @inlinable
  @discardableResult
  public func didModify<Subject: Observable, Element: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, StackState<Element>>,
    _ member: inout StackState<Element>,
    _ oldRevision: Int,
    _ isIdentityEqual: (StackState<Element>, StackState<Element>) -> Bool
  ) -> Bool {
    member.idsRevision != oldRevision
  }
}
