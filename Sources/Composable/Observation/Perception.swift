// TCA re-exports swift-perception, whose names back-port Observation to Apple platforms older
// than iOS 17 and macOS 14. Observation is there wherever this package builds, so here those
// names are Observation's own.

/// A type whose changes can be tracked: swift-perception's name for `Observable`.
public typealias Perceptible = Observable

/// swift-perception's name for `ObservationRegistrar`.
public typealias PerceptionRegistrar = ObservationRegistrar

/// Makes a class's stored properties trackable: swift-perception's spelling of `@Observable`,
/// which also honours `@PerceptionIgnored` and `@PerceptionTracked`.
///
/// ```swift
/// @Perceptible
/// final class Model {
///   var count = 0
///   @PerceptionIgnored var cache: [Int: String] = [:]
/// }
/// ```
@attached(
  member,
  names: named(_$observationRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers)
)
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Perceptible() = #externalMacro(module: "ComposableMacros", type: "PerceptibleMacro")

/// Keeps a property of a `@Perceptible` class from being tracked: swift-perception's spelling of
/// `@ObservationIgnored`. (Declared as if it could add an observer, as `@ObservationStateIgnored`
/// is, so that adding no accessor at all is a valid expansion.)
@attached(accessor, names: named(willSet))
public macro PerceptionIgnored() =
  #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

/// Tracks a property of a `@Perceptible` class: swift-perception's spelling of
/// `@ObservationTracked`, which `@Perceptible` adds by itself.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro PerceptionTracked() =
  #externalMacro(module: "ObservationMacros", type: "ObservationTrackedMacro")

/// Runs `apply` and calls `onChange` once, when any observable property it read is about to
/// change: swift-perception's name for `withObservationTracking(_:onChange:)`.
///
/// ```swift
/// withPerceptionTracking {
///   render(store.count)
/// } onChange: {
///   Task { @MainActor in redraw() }
/// }
/// ```
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
