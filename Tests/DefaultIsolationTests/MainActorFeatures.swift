import Composable

// A feature as a module with default main-actor isolation declares it by default: everything in
// it belongs to the main actor, and so do the conformances of its state (their generated members
// read the main-actor-isolated tracked properties), which the store uses on the main actor.
// `some Reducer<State, Action>` rather than `some ReducerOf<Self>`: in such a module, Swift
// cannot infer the `Reducer` conformance of a main-actor reducer whose body names its type
// through `Self` (TCA's reducers share the limitation). The action enum is written plainly, as
// TCA features write it: the case-path members `@Reducer` adds to it take its isolation.

@Reducer
struct Stepper {
  @ObservableState
  struct State: Equatable {
    var value = 0
    @Presents var child: Stepper.State?
  }

  indirect enum Action: Equatable {
    case child(PresentationAction<Action>)
    case openTapped
    case stepTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .openTapped:
        state.child = State(value: state.value)
        return .none
      case .stepTapped:
        state.value += 1
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Stepper() }
  }
}
