/// The actions of the store that a ``TestStore`` runs: the feature's own actions, tagged with where
/// they came from.
///
/// Tagging is what lets the test store tell an action the test sent from one an effect fed back
/// ("received"), without asking the core store for anything beyond reducing actions.
enum TestAction<Action> {
  /// An action the test sent, with the location of the `send` call.
  case send(Action, OperatorLocation)
  /// An action an effect fed back into the store. `origin` is the location of the test step whose
  /// effects produced it, so that issues about it can point at that step.
  case receive(Action, origin: OperatorLocation)
}
