import OrderedCollections

// Observation of a navigation stack held by `@ObservableState` state, as for an identified array
// of observable state: the stack property's observers hear about elements pushed, popped or
// reordered, and each element's observers about that element's own fields. Changing one element
// in place notifies that element's observers only, not those of the stack (its count, its other
// elements).

/// Whether two stacks of observable state hold the same element ids in the same order.
///
/// Elements are not compared: an element modified in place keeps its identity and notifies its
/// own observers. Comparing the ids is O(1) when they share storage, which they do when only
/// elements were modified.
@inlinable
public func _$isIdentityEqual<Element: ObservableState>(
  _ lhs: StackState<Element>,
  _ rhs: StackState<Element>
) -> Bool {
  lhs.ids == rhs.ids
}

/// Whether two stacks of observable state hold the same element ids in the same order; the
/// elements' equality is not consulted.
@inlinable
public func _$isIdentityEqual<Element: ObservableState & Equatable>(
  _ lhs: StackState<Element>,
  _ rhs: StackState<Element>
) -> Bool {
  lhs.ids == rhs.ids
}

extension StackState: _DynamicIdentityComparable where Element: ObservableState {
  @usableFromInline
  static func _isIdentityEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.ids == rhs.ids
  }
}

extension ObservationStateRegistrar {
  /// Begins an in-place modification of a stack of observable state: returns its ids only, so
  /// that modifying an element in place does not copy the elements.
  @inlinable
  public func willModify<Subject: Observable, Element: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, StackState<Element>>,
    _ member: inout StackState<Element>
  ) -> OrderedSet<StackElementID> {
    member.ids
  }

  /// Ends an in-place modification of a stack of observable state: notifies the property's
  /// observers if elements were pushed, popped or reordered.
  @inlinable
  @discardableResult
  public func didModify<Subject: Observable, Element: ObservableState>(
    _ subject: Subject.Type,
    keyPath: @autoclosure () -> KeyPath<Subject, StackState<Element>>,
    _ member: inout StackState<Element>,
    _ oldIDs: OrderedSet<StackElementID>,
    _ isIdentityEqual: (StackState<Element>, StackState<Element>) -> Bool
  ) -> Bool {
    member.ids != oldIDs
  }
}
