import ComposableTesting
import Testing

/// Case key paths through navigation actions, as TCA code writes them: `\.destination.detail`
/// for `\.destination.presented.detail`, `\.rows[id: 1]` and `\.path[id: 0]` for one element.
@MainActor
@Suite struct CaseKeyPathShorthandTests {
  struct Detail: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }

    @CasePathable
    enum Action: Equatable {
      case tap
      case response(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tap:
        return .send(.response(1))
      case let .response(value):
        state.count += value
        return .none
      }
    }
  }

  struct Parent: Reducer {
    @CasePathable
    @dynamicMemberLookup
    enum Destination: Equatable {
      case detail(Detail.State)
    }

    @CasePathable
    enum DestinationAction: Equatable {
      case detail(Detail.Action)
    }

    struct State: Equatable {
      @PresentationState var destination: Destination?
      var rows: IdentifiedArrayOf<Detail.State> = []
      var path = StackState<Detail.State>()
    }

    @CasePathable
    enum Action: Equatable {
      case destination(PresentationAction<DestinationAction>)
      case rows(IdentifiedActionOf<Detail>)
      case path(StackActionOf<Detail>)
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.$destination, action: \.destination) {
          Scope(state: \.detail, action: \.detail) {
            Detail()
          }
        }
        .forEach(\.rows, action: \.rows) {
          Detail()
        }
        .forEach(\.path, action: \.path) {
          Detail()
        }
    }
  }

  private var presented: Parent.State {
    Parent.State(destination: .detail(Detail.State()))
  }

  @Test func aPresentedChildsCaseIsReachedWithoutPresented() {
    let path: CaseKeyPath<Parent.Action, Detail.Action> = \.destination.detail
    #expect(path(.tap) == .destination(.presented(.detail(.tap))))
    #expect(Parent.Action.destination(.presented(.detail(.tap)))[case: path] == .tap)
    #expect(Parent.Action.destination(.dismiss)[case: path] == nil)
  }

  @Test func thePresentationFormKeepsTheDismissal() {
    let path: CaseKeyPath<Parent.Action, PresentationAction<Detail.Action>> = \.destination.detail
    #expect(path(.dismiss) == .destination(.dismiss))
    #expect(path(.presented(.tap)) == .destination(.presented(.detail(.tap))))
    #expect(Parent.Action.destination(.presented(.detail(.tap)))[case: path] == .presented(.tap))
  }

  @Test func receiveMatchesThroughThePresentedShorthand() async {
    let store = TestStore(initialState: self.presented) { Parent() }
    await store.send(.destination(.presented(.detail(.tap))))
    await store.receive(\.destination.detail.response) {
      $0.destination = .detail(Detail.State(count: 1))
    }
  }

  @Test func scopingThroughThePresentedShorthand() {
    let store = Store(initialState: self.presented) { Parent() }
    let detail: Store<Detail.State, Detail.Action>? = store.scope(
      state: \.destination?.detail, action: \.destination.detail
    )
    detail?.send(.response(5))
    #expect(detail?.count == 5)
    #expect(store.state.destination == .detail(Detail.State(count: 5)))
  }

  @Test func receiveAndScopeAddressOneRowByID() async {
    let rows: IdentifiedArrayOf<Detail.State> = [Detail.State(id: 1), Detail.State(id: 2)]
    let testStore = TestStore(initialState: Parent.State(rows: rows)) { Parent() }
    await testStore.send(.rows(.element(id: 2, action: .tap)))
    await testStore.receive(\.rows[id: 2].response) { $0.rows[id: 2]?.count = 1 }

    let store = Store(initialState: Parent.State(rows: rows)) { Parent() }
    let row = store.scope(state: \.rows[id: 2], action: \.rows[id: 2])
    row?.send(.response(3))
    #expect(store.state.rows[id: 2]?.count == 3)
    #expect(store.state.rows[id: 1]?.count == 0)
  }

  @Test func receiveAndScopeAddressOneStackElementByID() async {
    let path = StackState([Detail.State(), Detail.State()])
    let testStore = TestStore(initialState: Parent.State(path: path)) { Parent() }
    await testStore.send(.path(.element(id: 1, action: .tap)))
    await testStore.receive(\.path[id: 1].response) { $0.path[id: 1]?.count = 1 }

    let store = Store(initialState: Parent.State(path: path)) { Parent() }
    let element = store.scope(state: \.path[id: 1], action: \.path[id: 1])
    element?.send(.response(3))
    #expect(store.state.path[id: 1]?.count == 3)
    #expect(store.state.path[id: 0]?.count == 0)
  }
}
