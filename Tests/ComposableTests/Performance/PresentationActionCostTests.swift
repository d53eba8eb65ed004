import Testing

@testable import Composable

/// What `ifLet(\.$destination, action:)` does for an action to the child that stays presented:
/// nothing beyond the child's own reduction that grows with what could happen (a replaced child,
/// an answered alert).
@MainActor
@Suite struct PresentationActionCostTests {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

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
      case child(Child)
      case other(Child)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
    }
  }

  enum Plain { case first }

  @Reducer
  enum WithAlert {
    case child(Child)
    case alert(AlertState<Alert>)
    @CasePathable
    enum Alert: Equatable { case confirm }
  }

  @Test func theMountedChildIsRecordedOnceAndReusedByLaterActions() throws {
    let store = Store(initialState: Feature.State(destination: .child(Child.State()))) {
      Feature()
    }
    store.send(.destination(.presented(.child(.increment))))
    let mounted = try #require(store.withState { $0.$destination.mounted })
    store.send(.destination(.presented(.child(.increment))))
    store.send(.destination(.presented(.child(.increment))))
    // The same record: no action after the first made a new one (or took the shared cache's
    // lock to find the child's path).
    #expect(store.withState { $0.$destination.mounted } === mounted)
    #expect(store.withState { $0.destination } == .child(Child.State(count: 3)))
  }

  @Test func aDismissedChildIsUnmounted() {
    let store = Store(initialState: Feature.State(destination: .child(Child.State()))) {
      Feature()
    }
    store.send(.destination(.presented(.child(.increment))))
    #expect(store.withState { $0.$destination.mounted } != nil)
    store.send(.destination(.dismiss))
    #expect(store.withState { $0.$destination.mounted } == nil)
  }

  @Test func anObservableChildsIdentityHoldsNoBox() {
    let identity = ChildIdentity(of: Child.State())
    #expect(identity.details == nil)
    let enumIdentity = ChildIdentity(of: Feature.Destination.State.child(Child.State()))
    #expect(enumIdentity.details == nil)
    // Values that are not observable state keep their case name and id, boxed.
    #expect(ChildIdentity(of: Plain.first).details != nil)
  }

  @Test func aDestinationWithoutAlertsIsNeverCheckedForOne() {
    #expect(!EphemeralCases<Feature.Destination.State>().mayHold)
    #expect(!EphemeralCases<Child.State>().mayHold)
  }

  @Test func aDestinationWithAnAlertCaseChecksThatCaseOnly() {
    let cases = EphemeralCases<WithAlert.State>()
    #expect(cases.mayHold)
    var child = WithAlert.State.child(Child.State())
    #expect(cases.presented(in: &child) == nil)
    var alert = WithAlert.State.alert(AlertState { TextState("Sure?") })
    #expect(cases.presented(in: &alert) != nil)
  }
}
