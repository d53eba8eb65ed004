/// Holds the state of a feature the parent presents (a sheet, a popover, a destination) in an
/// `@ObservableState` struct.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
///
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in … }
///     .ifLet(\.$destination, action: \.destination)
/// }
/// ```
///
/// `destination` reads and writes the optional child state observably, and `$destination` is
/// the underlying ``PresentationState`` that `ifLet(_:action:)` takes. The property must have an
/// explicit optional type.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableMacros", type: "PresentsMacro")
