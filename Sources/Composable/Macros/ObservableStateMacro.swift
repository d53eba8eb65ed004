import Observation

/// Makes a feature's state observable one field at a time.
///
/// On a struct, every stored `var` becomes tracked: reading it inside observation tracking (a
/// SwiftUI body, `withObservationTracking`) registers that field alone, and writing it notifies
/// its observers unless the new value is identity-equal to the old one: equal for `Equatable`
/// values, the same identity for child observable state (so a child modified in place does not
/// invalidate the parent's observers of the child; replacing the child does).
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   var isLoading = false
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// `let` properties, computed and static properties, and properties marked
/// `@ObservationStateIgnored` are left alone.
///
/// Tracked values live in underscored storage (`_count`), which is what synthesized `Codable`
/// conformances encode; declare `CodingKeys` (`case _count = "count"`) to choose the key names.
/// Synthesized `Equatable` and `Hashable` conformances ignore the state's identity.
///
/// On an enum, the macro derives the state's identity from its current case and that case's
/// payload, so that switching cases, or replacing the observable state a case holds, notifies
/// observers. A payload that is not observable state (`case loaded(Int)`) gives its case no
/// identity of its own: an `Equatable` enum then compares such cases with `==`, so `.loaded(1)`
/// to `.loaded(2)` notifies; a non-`Equatable` one cannot tell them apart, so make the enum
/// `Equatable` or hold observable state in its cases.
@attached(
  extension, conformances: Observable, ObservableState, CustomDumpReflectable,
  names: named(customDumpMirror)
)
@attached(
  member, names: named(_$id), named(_$observationRegistrar), named(_$willModify), named(_$modify),
  named(_$access), named(_$accessRegistration), named(_$isTracked), named(_$trackedIndex),
  named(_$peek),
  named(_$visitTracked))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")
