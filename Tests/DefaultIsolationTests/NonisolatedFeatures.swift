import Composable

// Features as a module with default main-actor isolation declares them to run off the main actor
// too: `nonisolated`, so that what they declare (and what the macros generate inside them) is
// nonisolated. The macros' own extensions must then be nonisolated as well: an extension a macro
// adds is main-actor isolated in such a module unless it says otherwise, and a conformance
// declared there would be main-actor isolated, unusable by the nonisolated code of the feature.
//
// Swift 6.3 isolates the extensions of every macro so, `@CasePathable`'s included: the action
// enums declare their case-path conformances themselves, leaving `@CasePathable` only members
// to generate (as the enums `@Reducer` generates do).

@Reducer
nonisolated struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var alert: AlertState<Action.Alert>?
  }

  @CasePathable
  enum Action: Equatable, CasePathable, CasePathIterable {
    case alert(PresentationAction<Alert>)
    case incrementTapped

    @CasePathable
    enum Alert: Equatable, CasePathable, CasePathIterable {
      case reset
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.reset)):
        state.count = 0
        return .none
      case .alert:
        return .none
      case .incrementTapped:
        state.count += 1
        if state.count == 2 {
          state.alert = AlertState {
            TextState("Two")
          } actions: {
            ButtonState(action: .reset) { TextState("Reset") }
          }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
nonisolated struct Board {
  @Reducer
  enum Destination {
    case tally(Tally)
  }

  @Reducer
  enum Path {
    case tally(Tally)
  }

  @ObservableState
  enum Mode: Equatable {
    case idle
    case counting(Tally.State)
  }

  @ObservableState
  struct State: Equatable {
    var tally = Tally.State()
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
    var mode = Mode.idle
  }

  @CasePathable
  enum Action: CasePathable, CasePathIterable {
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case presentTapped
    case pushTapped
    case tally(Tally.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.tally, action: \.tally) { Tally() }
    Reduce { state, action in
      switch action {
      case .presentTapped:
        state.destination = .tally(Tally.State())
        state.mode = .counting(Tally.State(count: 1))
        return .none
      case .pushTapped:
        state.path.append(.tally(Tally.State()))
        return .none
      case .destination, .path, .tally:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

nonisolated extension Board.Destination.State: Equatable {}
nonisolated extension Board.Path.State: Equatable {}

/// A model observed the way swift-perception's users observe theirs.
@Perceptible
nonisolated final class Scoreboard {
  var score = 0
}
