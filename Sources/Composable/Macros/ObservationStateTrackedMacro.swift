/// Tracks a stored property of an `@ObservableState` struct; `@ObservableState` applies it to
/// every trackable property for you.
///
/// The value moves to a private `_name` storage property, and `name` gets accessors that go
/// through the struct's `_$observationRegistrar`.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableMacros", type: "ObservationStateTrackedMacro")
