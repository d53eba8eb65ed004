import Composable
import TestHelpers
import Testing

/// A child's effects end with the child, however it goes away: removed by the parent outside the
/// navigation operator (before or after it runs), or replaced by a child with another
/// `Identifiable` id.
@MainActor
@Suite struct ChildRemovalCancellationTests {
  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
    @CasePathable
    enum Action: Equatable {
      case start
    }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { _ in try await Task.never() } }
    }
  }

  /// Removes its children in a reducer before the navigation operator (`clearBefore`) or after it
  /// (`clearAfter`), where the operator does not see the removal happen.
  struct Parent: Reducer {
    struct State: Equatable {
      var path = StackState<Child.State>()
      @PresentationState var sheet: Child.State?
      var child: Child.State?
    }
    @CasePathable
    enum Action: Equatable {
      case path(StackActionOf<Child>)
      case sheet(PresentationAction<Child.Action>)
      case child(Child.Action)
      case clearBefore
      case clearAfter
      case renewChild
      case bumpChild
      case noop
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .clearBefore = action { state.clearAll() }
        return .none
      }
      Reduce { state, action in
        switch action {
        case .renewChild:
          state.child?.id += 1
        case .bumpChild:
          state.child?.count += 1
        default:
          break
        }
        return .none
      }
      .forEach(\.path, action: \.path) { Child() }
      .ifLet(\.$sheet, action: \.sheet) { Child() }
      .ifLet(\.child, action: \.child) { Child() }
      Reduce { state, action in
        if case .clearAfter = action { state.clearAll() }
        return .none
      }
    }
  }

  func makeStore() -> StoreOf<Parent> {
    Store(
      initialState: Parent.State(path: StackState([Child.State()]), sheet: Child.State())
    ) {
      Parent()
    }
  }

  @Test func elementsRemovedBeforeTheStackReducerHaveTheirEffectsCancelled() async {
    let store = makeStore()
    let effect = store.send(.path(.element(id: 0, action: .start)))
    store.send(.clearBefore)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }

  @Test func elementsRemovedAfterTheStackReducerHaveTheirEffectsCancelledOnTheNextAction() async {
    let store = makeStore()
    let effect = store.send(.path(.element(id: 0, action: .start)))
    store.send(.clearAfter)
    store.send(.noop)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }

  @Test func aSheetDismissedBeforeThePresentationReducerHasItsEffectsCancelled() async {
    let store = makeStore()
    let effect = store.send(.sheet(.presented(.start)))
    store.send(.clearBefore)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }

  @Test func aSheetDismissedAfterThePresentationReducerHasItsEffectsCancelledOnTheNextAction()
    async
  {
    let store = makeStore()
    let effect = store.send(.sheet(.presented(.start)))
    store.send(.clearAfter)
    store.send(.noop)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }

  @Test func anIdentifiableChildReplacedByAnotherIdHasItsEffectsCancelled() async {
    let store = Store(initialState: Parent.State(child: Child.State())) { Parent() }
    let effect = store.send(.child(.start))
    store.send(.bumpChild)
    #expect(!effect.isCancelled)
    store.send(.renewChild)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }

  struct CaseParent: Reducer {
    @CasePathable
    enum State: Equatable {
      case filled(Child.State)
      case empty
    }
    @CasePathable
    enum Action: Equatable {
      case filled(Child.Action)
      case renew
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .renew = action, case .filled(var child) = state {
          child.id += 1
          state = .filled(child)
        }
        return .none
      }
      .ifCaseLet(\.filled, action: \.filled) { Child() }
    }
  }

  @Test func anIdentifiableCaseChildReplacedByAnotherIdHasItsEffectsCancelled() async {
    let store = Store(initialState: CaseParent.State.filled(Child.State())) { CaseParent() }
    let effect = store.send(.filled(.start))
    store.send(.renew)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }
}

extension ChildRemovalCancellationTests {
  /// Presents a destination enum whose child can take a new id by itself.
  struct EnumSheetParent: Reducer {
    struct State: Equatable {
      @PresentationState var destination: Destination.State?
    }
    @CasePathable
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }
    struct Destination: Reducer {
      @CasePathable
      enum State: Equatable {
        case child(Child.State)
      }
      @CasePathable
      enum Action: Equatable {
        case child(Child.Action)
        case renew
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .renew = action, case .child(var child) = state {
            child.id += 1
            state = .child(child)
          }
          return .none
        }
        Scope(state: \.child, action: \.child) { Child() }
      }
    }
    var body: some ReducerOf<Self> {
      EmptyReducer().ifLet(\.$destination, action: \.destination) { Destination() }
    }
  }

  @Test func aPresentedCaseWhoseChildTakesAnotherIdHasItsEffectsCancelled() async {
    let store = Store(initialState: EnumSheetParent.State(destination: .child(Child.State()))) {
      EnumSheetParent()
    }
    let effect = store.send(.destination(.presented(.child(.start))))
    store.send(.destination(.presented(.renew)))
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }
}

extension ChildRemovalCancellationTests.Parent.State {
  mutating func clearAll() {
    self.path.removeAll()
    self.sheet = nil
  }
}
