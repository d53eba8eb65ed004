/// A state value whose fields can be observed one by one.
///
/// Conform with the `@ObservableState` macro rather than by hand:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   var child = Child.State()
/// }
/// ```
///
/// Reading `state.count` inside `withObservationTracking` (or a SwiftUI body) tracks `count`
/// alone: changing `child` does not invalidate it, and neither does assigning `count` a value
/// equal to the one it holds.
///
/// Every state value has an *identity*, `_$id`. Copies of a value share it, and mutating a
/// value in place keeps it; only a freshly initialized (or decoded) value has a new identity.
/// A parent's observers of a child field are therefore notified when the child is *replaced*,
/// not when one of the child's own fields changes: those are observed through the child itself.
///
/// Putting back a copy of the child also counts as replacing it once the child has changed since
/// the copy was taken: a child modified in place through its parent takes a new revision of its
/// identity, which the copies taken before do not share (`_$willModify()`).
public protocol ObservableState {
  /// The identity of this state value: shared by its copies, new for a new value.
  var _$id: ObservableStateID { get }

  /// Registers a read of the tracked property at `keyPath` with observation tracking, as its
  /// getter does, without reading (and copying) the property.
  ///
  /// Scoped stores call it to register what their readers depend on in the parent's state. It is
  /// `mutating` only so that generic callers can reach the state in place: it changes nothing.
  mutating func _$access<Value>(_ keyPath: KeyPath<Self, Value>)

  /// A function that registers a read of the tracked property at `keyPath`, as ``_$access(_:)``
  /// does, in the state of this type a pointer points to.
  ///
  /// Scoped stores keep one per level of the store tree and call it on every read. The macro
  /// implements it in each struct, so that the function runs as code specialized for the
  /// struct; the implementation below, for other conforming types, runs as generic code.
  static func _$accessRegistration<Value>(
    _ keyPath: KeyPath<Self, Value>
  ) -> (UnsafeRawPointer) -> Void

  /// Whether `keyPath` is one of this type's tracked properties (the ones
  /// ``_$modify(trackedIndex:_:)`` and ``_$access(_:)`` handle).
  static func _$isTracked(_ keyPath: AnyKeyPath) -> Bool

  /// Called before the value is modified in place through a tracked parent property.
  ///
  /// Structs take a new revision of their identity, so that copies taken before are told apart
  /// from the modified value (and putting one back notifies the parent's observers); enums
  /// forward the call to the state held by their current case.
  mutating func _$willModify()

  /// The position of the tracked property at `keyPath` among this type's tracked properties, for
  /// ``_$modify(trackedIndex:_:)``; `nil` when `keyPath` is not a tracked property.
  ///
  /// Comparing key paths costs a key path instantiation per property, so operators look the
  /// index up once, when they are built, and modify by index for every action.
  static func _$trackedIndex(_ keyPath: AnyKeyPath) -> Int?

  /// Modifies the tracked property at `trackedIndex` (as given by ``_$trackedIndex(_:)``) in
  /// place, through its `_modify` accessor, and returns `body`'s result; `nil` when there is no
  /// such property.
  ///
  /// `Value` must be the type of that property: callers get the index from a key path whose
  /// value type is `Value`.
  mutating func _$modify<Value, Result>(
    trackedIndex: Int,
    _ body: (inout Value) -> Result
  ) -> Result?

  /// Reads the tracked property at `trackedIndex` in place, straight from its storage: no
  /// observation is registered or notified, so `body` must not change the value. `nil` when there
  /// is no such property.
  ///
  /// Operators use it to check a child (is it `nil`?) without copying it and without the cost
  /// of the property's accessors.
  mutating func _$peek<Value, Result>(
    trackedIndex: Int,
    _ body: (inout Value) -> Result
  ) -> Result?

  /// Hands `visitor` the key path of each tracked property (`@Presents` properties included).
  ///
  /// Scoped stores find through it which tracked property a state key path that continues
  /// through it (`\.destination?.child`) starts with, and register that property alone on each
  /// read rather than applying their key path again.
  static func _$visitTracked<Visitor: _TrackedPropertyVisitor<Self>>(_ visitor: inout Visitor)
}

/// Visits the tracked properties of an ``ObservableState`` struct, one call per property (see
/// ``ObservableState/_$visitTracked(_:)``).
public protocol _TrackedPropertyVisitor<State> {
  /// The state whose properties are visited.
  associatedtype State

  /// Visits the tracked property at `keyPath`.
  mutating func visit<Value>(_ keyPath: KeyPath<State, Value>)
}

extension ObservableState {
  /// Enums have no tracked properties: their cases are observed through the states they hold.
  @inlinable
  public mutating func _$access<Value>(_ keyPath: KeyPath<Self, Value>) {}

  /// Calls ``_$access(_:)`` on the state at the pointer, in place.
  @inlinable
  public static func _$accessRegistration<Value>(
    _ keyPath: KeyPath<Self, Value>
  ) -> (UnsafeRawPointer) -> Void {
    { state in
      // In place: `_$access` is mutating only to reach the state without copying it.
      UnsafeMutableRawPointer(mutating: state).assumingMemoryBound(to: Self.self).pointee
        ._$access(keyPath)
    }
  }

  /// Types without tracked properties track nothing.
  @inlinable
  public static func _$isTracked(_ keyPath: AnyKeyPath) -> Bool { false }

  /// Types without tracked properties have none to visit.
  @inlinable
  public static func _$visitTracked<Visitor: _TrackedPropertyVisitor<Self>>(
    _ visitor: inout Visitor
  ) {}
}

extension ObservableState {
  /// ``_$id``, read in place: `mutating` only so that callers holding the state `inout` (or
  /// through a pointer, or inside an optional) reach it without copying it first, which would
  /// copy everything below it.
  @inlinable
  public mutating func _$identityInPlace() -> ObservableStateID {
    self._$id
  }

  /// Prepares this value for in-place modification through its parent (`_$willModify()`) and
  /// returns its identity after that: one step, so that optional state is unwrapped once.
  @inlinable
  public mutating func _$willModifyIdentity() -> ObservableStateID {
    self._$willModify()
    return self._$id
  }
}
