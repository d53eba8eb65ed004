/// Keeps a stored property of an `@ObservableState` struct out of observation: reading it
/// registers nothing and writing it notifies no one.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var query = ""
///   @ObservationStateIgnored var cache: [String: Int] = [:]
/// }
/// ```
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableMacros", type: "ObservationStateIgnoredMacro")
