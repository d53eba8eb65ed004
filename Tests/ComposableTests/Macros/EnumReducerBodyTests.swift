import Composable
import ConcurrencyExtras
import TestHelpers
import Testing

/// What the `Body` that `@Reducer` generates for an enum does with each kind of case: a reducer
/// case runs its reducer on the payload where it is stored (moved out of the enum and back, never
/// copied) and embeds the reducer's effect in its action case; an action for a case the state is
/// not in is reported and changes nothing; alerts and ignored cases have no reducer.
@MainActor
@Suite struct EnumReducerBodyTests {
  /// Changes a probe in its state, and answers `start` with an effect that sends `finished`.
  @Reducer
  struct Probed {
    @ObservableState
    struct State: Equatable {
      // Not tracked: a tracked property's accessor keeps its old value while it changes, to
      // compare, which would count as a copy of every probe.
      @ObservationStateIgnored var probe: CopyProbe
      var finished = false
    }

    enum Action: Equatable {
      case change
      case finished
      case start
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .change:
        state.probe.change()
        return .none
      case .finished:
        state.finished = true
        return .none
      case .start:
        return .send(.finished)
      }
    }
  }

  /// Counts how often its body is evaluated.
  @Reducer
  struct Counted {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    enum Action: Equatable {
      case increment
    }

    static let bodyEvaluations = LockIsolated(0)

    var body: some ReducerOf<Self> {
      Self.counting()
    }

    /// The body's reducer, counting the evaluation that asks for it.
    static func counting() -> Reduce<State, Action> {
      Self.bodyEvaluations.withValue { $0 += 1 }
      return Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  /// Where the destination's reducer cases report actions for another case: the line that
  /// declares the enum (two lines down), as for the `Scope` the macro generated before.
  nonisolated static let destinationLine = #line + 2
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case probed(Probed)
    case counted(Counted)
    case alert(AlertState<Alert>)
    @ReducerCaseIgnored
    case note(String)

    @CasePathable
    enum Alert: Equatable {
      case confirm
    }
  }

  /// Cases named like the parameters of the generated `reduce(into:action:)`.
  @Reducer(state: .equatable, action: .equatable)
  enum Named {
    case state(Multiplier)
    case action(Multiplier)
  }

  /// A feature presenting the destination, as apps hold one.
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }

    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
    }
  }

  @Test func theCasesReducerChangesThePayloadWithoutCopyingIt() {
    let copies = LockIsolated(0)
    var state = Destination.State.probed(Probed.State(probe: CopyProbe(counter: copies)))
    let body = Destination.body
    for _ in 1...3 {
      _ = body.reduce(into: &state, action: .probed(.change))
    }
    // A payload copied out of the enum shares its probe's box with the enum until the enum is
    // destroyed, so the child's change would copy the box.
    #expect(copies.value == 0)
    #expect(state.probed?.probe.changes == 3)
  }

  @Test func aPresentedCaseIsChangedWithoutCopyingIt() {
    let copies = LockIsolated(0)
    let store = Store(
      initialState: Feature.State(
        destination: .probed(Probed.State(probe: CopyProbe(counter: copies))))
    ) {
      Feature()
    }
    store.send(.destination(.presented(.probed(.change))))
    #expect(copies.value == 0)
    store.send(.destination(.presented(.probed(.change))))
    #expect(copies.value == 0)
    #expect(store.destination?.probed?.probe.changes == 2)
  }

  @Test func theChildsEffectIsEmbeddedInTheCasesAction() {
    let store = Store(
      initialState: Feature.State(
        destination: .probed(Probed.State(probe: CopyProbe(counter: LockIsolated(0)))))
    ) {
      Feature()
    }
    store.send(.destination(.presented(.probed(.start))))
    // The effect's `finished` came back as the destination's `.probed(.finished)`.
    #expect(store.destination?.probed?.finished == true)
  }

  @Test func theChildsBodyIsEvaluatedOnce() {
    Counted.bodyEvaluations.setValue(0)
    let store = Store(initialState: Destination.State.counted(Counted.State())) {
      Destination.body
    }
    store.send(.counted(.increment))
    store.send(.counted(.increment))
    store.send(.counted(.increment))
    #expect(store.withState { $0 } == .counted(Counted.State(count: 3)))
    #expect(Counted.bodyEvaluations.value == 1)
  }

  @Test func anActionForAnotherCaseIsReportedAndChangesNothing() {
    let copies = LockIsolated(0)
    var state = Destination.State.probed(Probed.State(probe: CopyProbe(counter: copies)))
    let body = Destination.body
    withKnownIssue {
      _ = body.reduce(into: &state, action: .counted(.increment))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined(separator: "\n")
      return message.hasPrefix(
        """
        A "Scope" at "ComposableTests/EnumReducerBodyTests.swift:\(Self.destinationLine)" received a child action when child state \
        was set to a different case. …

          Action:
            EnumReducerBodyTests.Destination.Action.counted(.increment)
          State:
            EnumReducerBodyTests.Destination.State.probed

        This is generally considered an application logic error
        """
      )
        && issue.sourceLocation?.fileID == "ComposableTests/EnumReducerBodyTests.swift"
        && issue.sourceLocation?.line == Self.destinationLine
    }
    #expect(state == .probed(Probed.State(probe: CopyProbe(counter: copies))))
    // The state was not taken apart to find out: its payload is still the only one.
    _ = body.reduce(into: &state, action: .probed(.change))
    #expect(copies.value == 0)
  }

  @Test func anIgnoredCaseIsLeftAsItIs() {
    var state = Destination.State.note("kept")
    let body = Destination.body
    withKnownIssue {
      _ = body.reduce(into: &state, action: .probed(.change))
    }
    #expect(state == .note("kept"))
  }

  @Test func anAlertsActionReturnsNoEffectAndLeavesTheAlert() {
    let alert = AlertState<Destination.Alert> {
      TextState("Sure?")
    } actions: {
      ButtonState(action: .confirm) { TextState("Yes") }
    }
    var state = Destination.State.alert(alert)
    let store = Store(initialState: state) { Destination.body }
    store.send(.alert(.confirm))
    #expect(store.withState { $0 } == .alert(alert))
    // Directly too: the body has nothing to run for an alert.
    _ = Destination.body.reduce(into: &state, action: .alert(.confirm))
    #expect(state == .alert(alert))
  }

  @Test func casesNamedLikeTheBodysParametersRunTheirReducers() {
    var state = Named.State.action(Multiplier.State(value: 3))
    _ = Named.body.reduce(into: &state, action: .action(.apply))
    #expect(state == .action(Multiplier.State(value: 6)))
    state = .state(Multiplier.State(value: 5))
    _ = Named.body.reduce(into: &state, action: .state(.apply))
    #expect(state == .state(Multiplier.State(value: 10)))
  }
}
