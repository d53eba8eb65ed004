import Testing

@testable import Composable

/// What `ifLet(\.$destination, action:)` does for an action to the child that stays presented:
/// nothing beyond the child's own reduction that grows with what could happen (a replaced child,
/// an answered alert).
@MainActor
@Suite struct PresentationActionCostTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case child(PresentedCounter)
      case other(PresentedCounter)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
    }
  }

  enum Plain { case first }

  @Reducer
  enum WithAlert {
    case child(PresentedCounter)
    case alert(AlertState<Alert>)
    @CasePathable
    enum Alert: Equatable { case confirm }
  }

  @Test func theMountedChildIsRecordedOnceAndReusedByLaterActions() throws {
    let store = Store(initialState: Feature.State(destination: .child(PresentedCounter.State()))) {
      Feature()
    }
    store.send(.destination(.presented(.child(.increment))))
    let mounted = try #require(store.withState { $0.$destination.mounted })
    store.send(.destination(.presented(.child(.increment))))
    store.send(.destination(.presented(.child(.increment))))
    // The same record: no action after the first made a new one, so each finds the child's path
    // cache in it.
    #expect(store.withState { $0.$destination.mounted } === mounted)
    #expect(store.withState { $0.destination } == .child(PresentedCounter.State(count: 3)))
  }

  @Test func aDismissedChildIsUnmounted() {
    let store = Store(initialState: Feature.State(destination: .child(PresentedCounter.State()))) {
      Feature()
    }
    store.send(.destination(.presented(.child(.increment))))
    #expect(store.withState { $0.$destination.mounted } != nil)
    store.send(.destination(.dismiss))
    #expect(store.withState { $0.$destination.mounted } == nil)
  }

  @Test func anObservableChildsIdentityHoldsNoBox() {
    let identity = ChildIdentity(of: PresentedCounter.State())
    #expect(identity.details == nil)
    let enumIdentity = ChildIdentity(of: Feature.Destination.State.child(PresentedCounter.State()))
    #expect(enumIdentity.details == nil)
    // Values that are not observable state keep their case name and id, boxed.
    #expect(ChildIdentity(of: Plain.first).details != nil)
  }

  @Test func aDestinationWithoutAlertsIsNeverCheckedForOne() {
    #expect(!EphemeralCases<Feature.Destination.State>().mayHold)
    #expect(!EphemeralCases<PresentedCounter.State>().mayHold)
  }

  @Test func aDestinationWithAnAlertCaseChecksThatCaseOnly() {
    let cases = EphemeralCases<WithAlert.State>()
    #expect(cases.mayHold)
    var child = WithAlert.State.child(PresentedCounter.State())
    #expect(cases.presented(in: &child) == nil)
    var alert = WithAlert.State.alert(AlertState { TextState("Sure?") })
    #expect(cases.presented(in: &alert) != nil)
  }
}
