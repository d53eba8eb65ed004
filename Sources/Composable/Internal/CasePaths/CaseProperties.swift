/// An enum with an instance property per case, named as the case, that reads the case's payload
/// (`nil` in another case): the `State` of a `@Reducer` enum, for each case holding a child's
/// state or an alert.
///
/// Without the properties, `\.destination?.detail` reaches `detail` through CasePaths'
/// dynamic-member subscript, whose argument is a key path, so the runtime builds the whole literal
/// again on every evaluation: at every `scope(state:action:)` call of every view body. A property
/// is a plain component, and the literal a constant Swift makes once.
///
/// What reads the shape of such a key path learns the properties' key paths here: a scoped store
/// registers the tracked property it reads through (see `TrackedCaseSlice`).
///
/// Do not conform to this protocol by hand: `@Reducer` generates the properties, the conformance
/// and ``_$visitCaseProperties(_:)``.
public protocol _CaseProperties: CasePathable {
  /// Hands `visitor` each case that has a property: the property's key path through an optional
  /// of the enum (`\Self?.?.detail`, the part of `\.destination?.detail` after `destination`), and
  /// the key path of the case's case path in `AllCasePaths`.
  static func _$visitCaseProperties<Visitor: _CasePropertyVisitor<Self>>(_ visitor: inout Visitor)
}

/// Visits the case properties of a ``_CaseProperties`` enum, one call per case (see
/// ``_CaseProperties/_$visitCaseProperties(_:)``).
public protocol _CasePropertyVisitor<Enum> {
  /// The enum whose case properties are visited.
  associatedtype Enum: CasePathable

  /// Visits the property of the case whose case path `casePath` reaches in `Enum.AllCasePaths`,
  /// as `property` reaches it through an optional of the enum.
  mutating func visit<Payload>(
    _ property: KeyPath<Enum?, Payload?>,
    casePath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Payload>>
  )
}
