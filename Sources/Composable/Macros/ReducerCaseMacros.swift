/// Marks a case of a `@Reducer` enum as holding an alert-like state rather than a reducer: the
/// state has no reducer, its `Action` case holds the state's button actions, and presentation
/// operators dismiss it once one of those actions has been handled.
///
/// `@Reducer` applies it to `AlertState` and `ConfirmationDialogState` cases by itself; write it
/// for your own types, which must conform to `_EphemeralState` to be dismissed:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(Detail)
///   @ReducerCaseEphemeral
///   case toast(ToastState<Toast>)   // Action: case toast(ToastState<Toast>.Action)
/// }
/// ```
@attached(peer)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkerMacro")

/// Marks a case of a `@Reducer` enum as holding plain values rather than a reducer: `State`
/// keeps the case as written, `Action` gets a case holding `Never`, and the body does nothing
/// for it.
///
/// `@Reducer` applies it by itself to cases without exactly one associated value:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(Detail)
///   @ReducerCaseIgnored
///   case share(URL)
///   case empty              // ignored too
/// }
/// ```
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkerMacro")
