/// Recognises a scoped store's state key path that reads a tracked property of the parent's
/// state and then extracts a case of the enum it holds: `\.destination?.child`, where
/// `destination` is `@Presents var destination: Destination.State?` and `child` a case of the
/// `@Reducer enum Destination`'s state.
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
/// property depends on.
@usableFromInline
final class TrackedPropertyAccess: @unchecked Sendable {  // immutable
  /// Registers the read with the registrar of the state a pointer points to: the state type's
  /// own function for the property (see ``ObservableState/_$accessRegistration(_:)``).
  @usableFromInline let register: (UnsafeRawPointer) -> Void

  init(register: @escaping (UnsafeRawPointer) -> Void) {
    self.register = register
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
    guard self.access == nil,
      let holder = Value.self as? any CaseSliceHolder.Type,
      holder.isCaseSlice(self.keyPath, of: property)
    else { return }
    self.access = TrackedPropertyAccess(register: State._$accessRegistration(property))
  }
}

/// A property type whose cases a state key path can continue through: an optional enum that
/// lists its cases (``_FastCasePathable``), as `@Presents` and `@Reducer` enums make.
private protocol CaseSliceHolder {
  /// Whether `keyPath` is `property` followed by the extraction of one of the enum's cases.
  static func isCaseSlice<Root, Value>(
    _ keyPath: AnyKeyPath, of property: KeyPath<Root, Value>
  ) -> Bool
}

extension Optional: CaseSliceHolder where Wrapped: _FastCasePathable {
  fileprivate static func isCaseSlice<Root, Value>(
    _ keyPath: AnyKeyPath, of property: KeyPath<Root, Value>
  ) -> Bool {
    // `Value` is `Self`: the cast goes through `AnyKeyPath` (see `CasePathCache`).
    guard let property = property as AnyKeyPath as? KeyPath<Root, Wrapped?> else { return false }
    var matcher = CaseMatcher<Root, Wrapped>(keyPath: keyPath, optionalProperty: property)
    Wrapped._$visitCases(&matcher)
    return matcher.matches
  }
}

/// Builds, for each case of `Enum`, the key path of the property followed by the case's
/// extraction, and compares it with the key path.
private struct CaseMatcher<Root, Enum: CasePathable>: _FastCaseVisitor {
  let keyPath: AnyKeyPath
  let optionalProperty: KeyPath<Root, Enum?>
  var matches = false

  init(keyPath: AnyKeyPath, optionalProperty: KeyPath<Root, Enum?>) {
    self.keyPath = keyPath
    self.optionalProperty = optionalProperty
  }

  mutating func visit<Payload>(
    _ casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>,
    embed: @escaping (Payload) -> Enum
  ) {
    guard !self.matches else { return }
    let candidate = self.optionalProperty.appending(path: \Enum?.?[dynamicMember: casePath])
    self.matches = candidate == self.keyPath
  }
}
