import Composable
import Testing

// `scope(state:action:)` has two spellings of each overload: one taking a key path into
// `Action.AllCasePaths`, which an action key path literal picks (Swift builds it once per call
// site), and one taking a `CaseKeyPath`, for case key paths held in variables and appended ones.
// The two cache their stores apart, which these tests use to tell which overload a call site
// picked: a literal that resolved to the `CaseKeyPath` overload would be equal to the variable
// and find its store.

@Reducer
struct ScopeCounter {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable {
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      }
    }
  }
}

@Reducer
struct ScopeParent {
  @ObservableState
  struct State: Equatable {
    var counter = ScopeCounter.State()
    var optional: ScopeCounter.State?
    var rows: IdentifiedArrayOf<ScopeCounter.State> = []
  }

  enum Action: Equatable {
    case counter(ScopeCounter.Action)
    case optional(ScopeCounter.Action)
    case rows(IdentifiedActionOf<ScopeCounter>)
    case present(count: Int)
    case dismiss
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { ScopeCounter() }
    Reduce { state, action in
      switch action {
      case let .present(count):
        state.optional = ScopeCounter.State(count: count)
        return .none
      case .dismiss:
        state.optional = nil
        return .none
      case .counter, .optional, .rows:
        return .none
      }
    }
    .ifLet(\.optional, action: \.optional) { ScopeCounter() }
    .forEach(\.rows, action: \.rows) { ScopeCounter() }
  }
}

@MainActor
@Suite struct StoreScopeOverloadTests {
  func makeStore(optional: ScopeCounter.State? = nil) -> StoreOf<ScopeParent> {
    Store(
      initialState: ScopeParent.State(
        optional: optional,
        rows: [ScopeCounter.State(id: 1), ScopeCounter.State(id: 2, count: 5)]
      )
    ) {
      ScopeParent()
    }
  }

  @Test func aLiteralPicksTheAllCasePathsOverloadForAStoredChild() {
    let store = makeStore()
    let path: CaseKeyPath<ScopeParent.Action, ScopeCounter.Action> = \.counter
    let viaLiteral = store.scope(state: \.counter, action: \.counter)
    let viaVariable = store.scope(state: \.counter, action: path)
    #expect(type(of: viaLiteral) == StoreOf<ScopeCounter>.self)
    #expect(viaLiteral !== viaVariable)
    #expect(store.scope(state: \.counter, action: \.counter) === viaLiteral)
    #expect(store.scope(state: \.counter, action: path) === viaVariable)

    viaLiteral.send(.increment)
    viaVariable.send(.increment)
    #expect(store.counter.count == 2)
    #expect(viaLiteral.count == 2)
    #expect(viaVariable.count == 2)
  }

  @Test func aLiteralPicksTheAllCasePathsOverloadForAnOptionalChild() {
    let store = makeStore(optional: ScopeCounter.State(count: 1))
    let path: CaseKeyPath<ScopeParent.Action, ScopeCounter.Action> = \.optional
    let viaLiteral = store.scope(state: \.optional, action: \.optional)
    let viaVariable = store.scope(state: \.optional, action: path)
    #expect(type(of: viaLiteral) == StoreOf<ScopeCounter>?.self)
    #expect(viaLiteral != nil)
    #expect(viaVariable != nil)
    #expect(viaLiteral !== viaVariable)
    #expect(store.scope(state: \.optional, action: \.optional) === viaLiteral)
    #expect(store.scope(state: \.optional, action: path) === viaVariable)

    viaLiteral?.send(.increment)
    viaVariable?.send(.increment)
    #expect(store.optional?.count == 3)
    #expect(viaLiteral?.count == 3)
    #expect(viaVariable?.count == 3)
  }

  @Test func bothSpellingsOfAnOptionalScopeFollowTheChildGoingAndComingBack() {
    let store = makeStore(optional: ScopeCounter.State(count: 1))
    let path: CaseKeyPath<ScopeParent.Action, ScopeCounter.Action> = \.optional
    let viaLiteral = store.scope(state: \.optional, action: \.optional)!
    let viaVariable = store.scope(state: \.optional, action: path)!
    store.send(.dismiss)
    #expect(store.scope(state: \.optional, action: \.optional) == nil)
    #expect(store.scope(state: \.optional, action: path) == nil)
    #expect(viaLiteral.count == 1)  // the last state each saw
    #expect(viaVariable.count == 1)

    store.send(.present(count: 7))
    let literalAgain = store.scope(state: \.optional, action: \.optional)
    let variableAgain = store.scope(state: \.optional, action: path)
    #expect(literalAgain?.count == 7)
    #expect(variableAgain?.count == 7)
    literalAgain?.send(.increment)
    variableAgain?.send(.increment)
    #expect(store.optional?.count == 9)
  }

  @Test func aLiteralPicksTheAllCasePathsOverloadForRows() {
    let store = makeStore()
    let path: CaseKeyPath<ScopeParent.Action, IdentifiedActionOf<ScopeCounter>> = \.rows
    let viaLiteral = store.scope(state: \.rows, action: \.rows)
    let viaVariable = store.scope(state: \.rows, action: path)
    // The collection overload, not the plain one (which would give a store of the whole array).
    #expect(
      type(of: viaLiteral) == _StoreCollection<Int, ScopeCounter.State, ScopeCounter.Action>.self)
    #expect(viaLiteral.map(\.count) == [0, 5])
    #expect(viaVariable.map(\.count) == [0, 5])
    // Row stores are cached by the store the collection scopes to, one per spelling.
    #expect(store.scope(state: \.rows, action: \.rows)[1] === viaLiteral[1])
    #expect(store.scope(state: \.rows, action: path)[1] === viaVariable[1])
    #expect(viaLiteral[1] !== viaVariable[1])

    viaLiteral[1].send(.increment)
    viaVariable[id: 2]?.send(.increment)
    #expect(store.rows[id: 2]?.count == 7)
    #expect(viaLiteral[1].count == 7)
    #expect(viaVariable[1].count == 7)
  }

  @Test func theSameKeyPathsScopeToDifferentStoreTypesSideBySide() {
    let store = makeStore(optional: ScopeCounter.State(count: 4))
    let counter = store.scope(state: \.counter, action: \.counter)
    let optional = store.scope(state: \.optional, action: \.optional)
    // The non-optional overload, asked for by type: a store of the optional state itself.
    let wrapped: Store<ScopeCounter.State?, ScopeCounter.Action> = store.scope(
      state: \.optional, action: \.optional
    )
    #expect(optional?.count == 4)
    #expect(wrapped.state?.count == 4)
    #expect(store.scope(state: \.counter, action: \.counter) === counter)
    #expect(store.scope(state: \.optional, action: \.optional) === optional)
    let wrappedAgain: Store<ScopeCounter.State?, ScopeCounter.Action> = store.scope(
      state: \.optional, action: \.optional
    )
    #expect(wrappedAgain === wrapped)

    store.send(.dismiss)
    #expect(wrapped.state == nil)
    #expect(optional?.count == 4)
  }

  @Test func aScopedStoreReadsTheParentsLatestStateWhenFirstReadAfterAChange() {
    let store = makeStore(optional: ScopeCounter.State(count: 1))
    let counter = store.scope(state: \.counter, action: \.counter)
    let optional = store.scope(state: \.optional, action: \.optional)!
    store.send(.counter(.increment))
    store.send(.optional(.increment))
    #expect(counter.count == 1)
    #expect(counter.state == ScopeCounter.State(count: 1))
    #expect(optional.count == 2)
  }

  @Test func anAppendedCaseKeyPathLiteralScopesThroughThePresentedAction() {
    let store = Store(initialState: MacroNavList.State()) { MacroNavList() }
    #expect(store.scope(state: \.destination, action: \.destination.presented) == nil)
    store.send(.addButtonTapped)
    let destination = store.scope(state: \.destination, action: \.destination.presented)
    #expect(destination != nil)
    #expect(store.scope(state: \.destination, action: \.destination.presented) === destination)
    let add = destination?.scope(state: \.add, action: \.add)
    #expect(add?.name == "new")
    add?.send(.saved)
    guard case let .add(item) = store.destination else {
      Issue.record("the destination is not the add screen")
      return
    }
    #expect(item.saved)
  }

  @Test func anAppendedCaseKeyPathVariableScopesThroughThePresentedAction() {
    let store = Store(initialState: MacroNavList.State()) { MacroNavList() }
    let presented: CaseKeyPath<MacroNavList.Action, MacroNavList.Destination.Action> =
      \.destination.presented
    store.send(.addButtonTapped)
    let destination = store.scope(state: \.destination, action: presented)
    #expect(destination != nil)
    #expect(store.scope(state: \.destination, action: presented) === destination)
    destination?.send(.add(.saved))
    guard case let .add(item) = store.destination else {
      Issue.record("the destination is not the add screen")
      return
    }
    #expect(item.saved)
  }
}
