import Testing

@testable import Composable

/// How `ifLet(\.$child, action:)` reaches the presentation state for an action to a presented
/// child that stays: one trip, in place, that reads the child's identity, finds the record of the
/// child seen last and runs the child; it took a read of its own before (through the parent's
/// accessors again, copying the identity and the record out). And the operator keeps what it
/// reads only now and then behind one reference: inline, it was too large to capture without
/// copying it for every action.
@MainActor
@Suite struct PresentationAccessTripTests {
  /// The trips an access made to the presentation state.
  final class Trips: @unchecked Sendable {  // touched on the main actor only
    var modifies = 0
    var peeks = 0
  }

  /// An access through a key path that counts its trips.
  struct CountingAccess<Root, Presented>: _PresentationStateAccess {
    let keyPath: WritableKeyPath<Root, PresentationState<Presented>>
    let trips: Trips

    func modify<Result>(
      _ root: inout Root, _ body: (inout PresentationState<Presented>) -> Result
    ) -> Result {
      self.trips.modifies += 1
      return body(&root[keyPath: self.keyPath])
    }

    func peek<Result>(
      _ root: inout Root, _ body: (inout PresentationState<Presented>) -> Result
    ) -> Result {
      self.trips.peeks += 1
      var presentation = root[keyPath: self.keyPath]
      return body(&presentation)
    }
  }

  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable {
      case increment
      case startEffect
      case effectFinished
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment, .effectFinished:
        state.count += 1
        return .none
      case .startEffect:
        return .run { send in await send(.effectFinished) }
      }
    }
  }

  struct ParentState: Equatable {
    @PresentationState var child: Child.State?
  }

  @CasePathable
  enum ParentAction: Equatable {
    case child(PresentationAction<Child.Action>)
  }

  typealias Operator = _PresentationReducer<
    Reduce<ParentState, ParentAction>, Child, CountingAccess<ParentState, Child.State>
  >

  static func presentation(counting trips: Trips) -> Operator {
    _PresentationReducer(
      parent: Reduce { _, _ in .none },
      destination: Child(),
      access: CountingAccess(keyPath: \.$child, trips: trips),
      toPresentationAction: CasePathCache.casePath(\ParentAction.Cases.child),
      location: OperatorLocation()
    )
  }

  @Test func anActionToThePresentedChildGoesToItsStateOnce() {
    let trips = Trips()
    let store = Store(initialState: ParentState(child: Child.State())) {
      Self.presentation(counting: trips)
    }
    // The first action records the child as the one seen last.
    store.send(.child(.presented(.increment)))
    trips.modifies = 0
    trips.peeks = 0
    store.send(.child(.presented(.increment)))
    store.send(.child(.presented(.increment)))
    #expect(trips.modifies == 2)
    #expect(trips.peeks == 0)
    #expect(store.withState { $0.child?.count } == 3)
  }

  @Test func aChildWithARunningEffectIsStillWatchedAcrossTheParent() async {
    let trips = Trips()
    let store = Store(initialState: ParentState(child: Child.State())) {
      Self.presentation(counting: trips)
    }
    store.send(.child(.presented(.increment)))
    let task = store.send(.child(.presented(.startEffect)))
    trips.modifies = 0
    trips.peeks = 0
    store.send(.child(.presented(.increment)))
    // The run, then a read of the child's identity once the parent has run.
    #expect(trips.modifies == 1)
    #expect(trips.peeks == 1)
    await task.finish()
  }

  @Test func theOperatorHoldsItsOccasionalPartsBehindOneReference() {
    typealias Inline = (
      Reduce<ParentState, ParentAction>, _ResolvedReducer<Child>,
      CountingAccess<ParentState, Child.State>,
      @Sendable (PresentationAction<Child.Action>) -> ParentAction,
      _PresentedMatcher<ParentAction, Child.Action>, AnyObject
    )
    #expect(MemoryLayout<Operator>.size == MemoryLayout<Inline>.size)
  }
}
