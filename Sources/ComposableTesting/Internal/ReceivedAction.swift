/// An action an effect fed back into the store, with the state right after it was reduced.
struct ReceivedAction<State, Action> {
  let action: Action
  let state: State
  /// The test step whose effects produced the action.
  let origin: OperatorLocation
}
