/// Lets a view send its feature's view actions without wrapping them in `.view(…)`.
///
/// ```swift
/// @ViewAction(for: Login.self)
/// struct LoginView {
///   let store: StoreOf<Login>
///
///   func loginTapped() {
///     send(.loginButtonTapped)  // store.send(.view(.loginButtonTapped))
///   }
/// }
/// ```
///
/// The feature's `Action` must conform to ``ViewAction``. The macro conforms the type to
/// ``ViewActionSending``, which provides `send(_:)`; the type must have a `store` property. A
/// `store.send(…)` written inside the type gets a warning, as it goes around the view actions.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableMacros", type: "ViewActionMacro") where R.Action: ViewAction
