/// Wraps the feature's reducer so that the test store sees everything the real store does.
///
/// For each action it runs the feature's reducer with the test store's current dependencies,
/// writes down what happened in the ``TestStoreRecorder``, and returns the feature's effect
/// instrumented so that its actions come back tagged as received and its running time is tracked.
///
/// The conformance is main-actor isolated: the store reduces on the main actor, and this lets the
/// reducer use the main-actor recorder directly.
@MainActor
struct TestReducer<Base: Reducer>: @MainActor Reducer {
  typealias State = Base.State
  typealias Action = TestAction<Base.Action>
  typealias Body = Never

  /// The feature's reducer, with its body evaluated once, as a store runs it.
  let base: _ResolvedReducer<Base>
  let recorder: TestStoreRecorder<Base.State, Base.Action>

  init(base: Base, recorder: TestStoreRecorder<Base.State, Base.Action>) {
    self.base = _ResolvedReducer(base)
    self.recorder = recorder
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .send(action, location):
      let effect = self.reduceBase(into: &state, action: action)
      self.recorder.stateAfterSentAction = state
      return self.recorder.instrument(
        effect, origin: InFlightEffect(action: action, wasReceived: false, location: location)
      )

    case let .receive(action, origin):
      let effect = self.reduceBase(into: &state, action: action)
      self.recorder.receivedActions.append(
        ReceivedAction(action: action, state: state, origin: origin)
      )
      return self.recorder.instrument(
        effect, origin: InFlightEffect(action: action, wasReceived: true, location: origin)
      )
    }
  }

  private func reduceBase(into state: inout State, action: Base.Action) -> Effect<Base.Action> {
    DependencyValues.$_current.withValue(self.recorder.dependencies) {
      self.base.reduce(into: &state, action: action)
    }
  }
}
