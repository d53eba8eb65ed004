/// Recognises a scoped store's state key path that reads a tracked property of the parent's
/// state and then extracts a case of the enum it holds: `\.destination?.child`, where
/// `destination` is `@Presents var destination: Destination.State?` and `child` a case of the
/// `@Reducer enum Destination`'s state, reached through the property `@Reducer` generates for the
/// case (see ``_CaseProperties``), or through CasePaths' dynamic member for other enums.
///
/// A reader of such a store depends on that tracked property alone (the case extraction reads no
/// tracked property), so the store registers the property's key path (``TrackedPropertyAccess``)
/// instead of applying its own key path again, through the key path runtime, on every read: that
/// cost several thousand instructions per level of a chain of presented destinations.
///
/// Matching builds candidate key paths at run time (the tracked property's key path appended with
/// the case's, for each case), so each key path's answer is worked out once and kept (see
/// ``KeyPathAnswers``).
@usableFromInline
enum TrackedCaseSlice {
  /// The answers found so far, by key path: the tracked property to register, or `nil` for none.
  private static let found = KeyPathAnswers<TrackedPropertyAccess>()

  /// How many answers were looked up by hashing a key path: for tests.
  static var hashedLookups: Int { Self.found.hashedLookups }

  /// The tracked property of `State` that `keyPath` starts with, when `keyPath` continues it only
  /// by extracting a case of the optional enum the property holds; `nil` otherwise.
  @usableFromInline
  static func trackedAccess<State: ObservableState & Observable>(
    of keyPath: AnyKeyPath, in _: State.Type
  ) -> TrackedPropertyAccess? {
    Self.found.answer(for: keyPath) {
      var finder = PropertyFinder<State>(keyPath: keyPath)
      State._$visitTracked(&finder)
      return finder.access
    }
  }
}

/// Registers a read of one tracked property of a parent state with observation tracking, as the
/// property's getter does, without reading it: what a reader of a store scoped through that
/// property depends on. For a case of the enum the property holds, it also reads the case's
/// payload without applying the store's key path (``readSlice(in:into:as:)``), when the store is
/// made.
@usableFromInline
class TrackedPropertyAccess: @unchecked Sendable {  // immutable
  /// Registers the read with the registrar of the state a pointer points to: the state type's
  /// own function for the property (see ``ObservableState/_$accessRegistration(_:)``).
  @usableFromInline let register: (UnsafeRawPointer) -> Void

  init(register: @escaping (UnsafeRawPointer) -> Void) {
    self.register = register
  }

  /// Reads the case's payload in the state `state` points to into `slice` (uninitialized memory
  /// for a value of `type`), through the property and the case's path found when the key path
  /// was matched: `true` when it did, `false` when the property holds another case or none, `nil`
  /// when it cannot (`type` is not the payload's type).
  ///
  /// What the key path reads, without applying it: the key path runtime walks each component
  /// (and, for a case reached through CasePaths' dynamic member, looks the case path up again in
  /// `AllCasePaths` through a second key path, which cost thousands of instructions for each
  /// store scoped through a presented destination). Untyped, so that the call instantiates no
  /// generic type.
  @usableFromInline
  func readSlice(
    in state: UnsafeRawPointer, into slice: UnsafeMutableRawPointer, as type: Any.Type
  ) -> Bool? { nil }
}

/// ``TrackedPropertyAccess`` for the property of `State` at `property` (of type `Value`, an
/// optional enum), and the case of it that `read` extracts.
///
/// Generic over the property's type itself rather than the enum's, so that registering (on every
/// read of the scoped store, through `State`'s own registration function) instantiates no
/// `Optional` type.
private final class TrackedCaseAccess<State: ObservableState & Observable, Value, Payload>:
  TrackedPropertyAccess, @unchecked Sendable
{
  /// Reads the property in place and extracts the case into the memory given, `false` when the
  /// property holds another case or none.
  let read: (UnsafePointer<State>, UnsafeMutableRawPointer) -> Bool

  init(
    property: KeyPath<State, Value>,
    read: @escaping (UnsafePointer<State>, UnsafeMutableRawPointer) -> Bool
  ) {
    self.read = read
    super.init(register: State._$accessRegistration(property))
  }

  override func readSlice(
    in state: UnsafeRawPointer, into slice: UnsafeMutableRawPointer, as type: Any.Type
  ) -> Bool? {
    guard type == Payload.self else { return nil }
    return self.read(state.assumingMemoryBound(to: State.self), slice)
  }
}

/// Asks each tracked property whether the key path is it followed by a case extraction.
private struct PropertyFinder<State: ObservableState & Observable>: _TrackedPropertyVisitor {
  let keyPath: AnyKeyPath
  var access: TrackedPropertyAccess?

  init(keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }

  mutating func visit<Value>(_ property: KeyPath<State, Value>) {
    guard self.access == nil, let holder = Value.self as? any CaseSliceHolder.Type else { return }
    self.access = holder.caseAccess(self.keyPath, of: property)
  }
}

/// A property type whose cases a state key path can continue through: an optional enum that
/// lists its cases (``_FastCasePathable``), as `@Presents` and `@Reducer` enums make.
private protocol CaseSliceHolder {
  /// The access through `property` when `keyPath` is `property` followed by the extraction of
  /// one of the enum's cases; `nil` otherwise.
  static func caseAccess<State: ObservableState & Observable, Value>(
    _ keyPath: AnyKeyPath, of property: KeyPath<State, Value>
  ) -> TrackedPropertyAccess?
}

extension Optional: CaseSliceHolder where Wrapped: _FastCasePathable {
  fileprivate static func caseAccess<State: ObservableState & Observable, Value>(
    _ keyPath: AnyKeyPath, of property: KeyPath<State, Value>
  ) -> TrackedPropertyAccess? {
    // `Value` is `Self`: the cast goes through `AnyKeyPath` (see `CasePathCache`).
    guard let optionalProperty = property as AnyKeyPath as? KeyPath<State, Wrapped?> else {
      return nil
    }
    if let properties = Wrapped.self as? any _CaseProperties.Type,
      let access = Self.propertyAccess(keyPath, property, optionalProperty, properties)
    {
      return access
    }
    var matcher = CaseMatcher<State, Value, Wrapped>(
      keyPath: keyPath, property: property, optionalProperty: optionalProperty)
    Wrapped._$visitCases(&matcher)
    return matcher.access
  }

  /// The access when `keyPath` continues `property` through the instance property of one of the
  /// enum's cases (`\.destination?.child`, where `Destination.State` is a `@Reducer` enum's), with
  /// `Wrapped` opened as the ``_CaseProperties`` type `Properties` (the cast succeeds: the two are
  /// the same type).
  private static func propertyAccess<State: ObservableState & Observable, Value, Properties>(
    _ keyPath: AnyKeyPath,
    _ property: KeyPath<State, Value>,
    _ optionalProperty: KeyPath<State, Wrapped?>,
    _: Properties.Type
  ) -> TrackedPropertyAccess? where Properties: _CaseProperties {
    let anyOptionalProperty: AnyKeyPath = optionalProperty
    guard let optionalProperty = anyOptionalProperty as? KeyPath<State, Properties?> else {
      return nil
    }
    var matcher = CaseMatcher<State, Value, Properties>(
      keyPath: keyPath, property: property, optionalProperty: optionalProperty)
    Properties._$visitCaseProperties(&matcher)
    return matcher.access
  }
}

/// Compares the key path with the key path of the property (of type `Value`, which is `Enum?`)
/// followed by each case of `Enum` in turn: through the case's extraction (CasePaths' dynamic
/// member, for every case-pathable enum), or through the case's own property (see
/// ``_CaseProperties``), and keeps the access for the case that matches.
private struct CaseMatcher<State: ObservableState & Observable, Value, Enum: CasePathable>:
  _FastCaseVisitor
{
  let keyPath: AnyKeyPath
  let property: KeyPath<State, Value>
  let optionalProperty: KeyPath<State, Enum?>
  var access: TrackedPropertyAccess?

  init(
    keyPath: AnyKeyPath, property: KeyPath<State, Value>, optionalProperty: KeyPath<State, Enum?>
  ) {
    self.keyPath = keyPath
    self.property = property
    self.optionalProperty = optionalProperty
  }

  mutating func visit<Payload>(
    _ casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>,
    embedding _: _CaseEmbedding<Payload, Enum>
  ) {
    self.match(\Enum?.?[dynamicMember: casePath], casePath: casePath)
  }

  /// Keeps the access to the case `casePath` reaches if the key path is the property followed
  /// by `rest`, unless a case matched already (then `rest`, a key path to build, is not built).
  mutating func match<Payload>(
    _ rest: @autoclosure () -> KeyPath<Enum?, Payload?>,
    casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>
  ) {
    guard self.access == nil, self.optionalProperty.appending(path: rest()) == self.keyPath
    else { return }
    self.access = caseAccess(
      property: self.property, optionalProperty: self.optionalProperty, casePath: casePath)
  }
}

extension CaseMatcher: _CasePropertyVisitor where Enum: _CaseProperties {
  mutating func visit<Payload>(
    _ property: KeyPath<Enum?, Payload?>,
    casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>
  ) {
    self.match(property, casePath: casePath)
  }
}

/// The access through `property` (of type `Value`, which is `Enum?`, also reached as
/// `optionalProperty`) to the case of the enum whose case path `casePath` reaches.
private func caseAccess<State: ObservableState & Observable, Value, Enum: CasePathable, Payload>(
  property: KeyPath<State, Value>,
  optionalProperty: KeyPath<State, Enum?>,
  casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>
) -> TrackedPropertyAccess {
  let casePath = Enum.allCasePaths[keyPath: casePath]
  return TrackedCaseAccess<State, Value, Payload>(property: property) { state, slice in
    guard let holder = readInPlace(optionalProperty, in: state),
      let payload = casePath.extract(from: holder)
    else { return false }
    slice.initializeMemory(as: Payload.self, to: payload)
    return true
  }
}
