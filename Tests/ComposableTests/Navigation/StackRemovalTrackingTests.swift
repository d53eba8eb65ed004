import Composable
import TestHelpers
import Testing

/// The stack reducer cancels the effects of every element that leaves the stack, however it left,
/// from the log of changes the stack keeps (not by comparing the whole stack's ids): removed in
/// place, replaced with another stack, or removed and put back.
@MainActor
@Suite struct StackRemovalTrackingTests {
  /// Starts an effect that runs until cancelled (see `ChildRemovalCancellationTests`).
  typealias Element = ChildRemovalCancellationTests.Child

  struct Parent: Reducer {
    struct State: Equatable {
      var path = StackState<Element.State>()
      var saved: StackState<Element.State>?
    }
    @CasePathable
    enum Action: Equatable {
      case path(StackActionOf<Element>)
      case replaceWithEmpty
      case removeLast
      case removeAndPutBack
      case save
      case removeAllThenRestore
      case restore
      case removeLastAfter
      case noop
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .replaceWithEmpty:
          state.path = StackState()
        case .removeLast:
          state.path.removeLast()
        case .removeAndPutBack:
          let element = state.path[id: 0]
          state.path[id: 0] = nil
          state.path[id: 0] = element
        case .save:
          state.saved = state.path
        case .removeAllThenRestore:
          let saved = state.path
          state.path.removeAll()
          state.path = saved
        case .restore:
          state.path = state.saved ?? StackState()
        default:
          break
        }
        return .none
      }
      .forEach(\.path, action: \.path) { Element() }
      Reduce { state, action in
        if case .removeLastAfter = action { state.path.removeLast() }
        return .none
      }
    }
  }

  func makeStore() -> StoreOf<Parent> {
    Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.stackElementID = .incrementing()
    }
  }

  func push(_ count: Int, into store: StoreOf<Parent>) {
    for generation in 0..<count {
      store.send(.path(.push(id: StackElementID(generation: generation), state: Element.State())))
    }
  }

  @Test func anElementRemovedInPlaceHasItsEffectsCancelled() async {
    let store = makeStore()
    push(2, into: store)
    let bottom = store.send(.path(.element(id: 0, action: .start)))
    let top = store.send(.path(.element(id: 1, action: .start)))
    store.send(.removeLast)
    #expect(await finishes(top))
    #expect(top.isCancelled)
    #expect(!bottom.isCancelled)
  }

  @Test func elementsOfAStackReplacedWithAnotherHaveTheirEffectsCancelled() async {
    let store = makeStore()
    push(2, into: store)
    let effects = [
      store.send(.path(.element(id: 0, action: .start))),
      store.send(.path(.element(id: 1, action: .start))),
    ]
    store.send(.replaceWithEmpty)
    for effect in effects {
      #expect(await finishes(effect))
      #expect(effect.isCancelled)
    }
  }

  @Test func anElementRemovedAfterTheReducerHasItsEffectsCancelledOnTheNextAction() async {
    let store = makeStore()
    push(2, into: store)
    let top = store.send(.path(.element(id: 1, action: .start)))
    store.send(.removeLastAfter)
    #expect(!top.isCancelled)
    store.send(.noop)
    #expect(await finishes(top))
    #expect(top.isCancelled)
  }

  @Test func anElementRemovedAndPutBackUnderItsIdKeepsItsEffects() {
    let store = makeStore()
    push(1, into: store)
    let effect = store.send(.path(.element(id: 0, action: .start)))
    store.send(.removeAndPutBack)
    store.send(.noop)
    #expect(!effect.isCancelled)
    effect.cancel()
  }

  @Test func aStackRestoredFromACopyKeepsTheEffectsOfTheElementsItHolds() {
    let store = makeStore()
    push(2, into: store)
    let effect = store.send(.path(.element(id: 1, action: .start)))
    store.send(.removeAllThenRestore)
    store.send(.noop)
    #expect(!effect.isCancelled)
    effect.cancel()
  }

  @Test func anElementPushedAfterACopyWasSavedIsCancelledWhenTheCopyComesBack() async {
    let store = makeStore()
    push(1, into: store)
    store.send(.save)
    store.send(.path(.push(id: 1, state: Element.State())))
    let effect = store.send(.path(.element(id: 1, action: .start)))
    store.send(.restore)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
    #expect(store.withState { $0.path.ids } == [0])
  }
}
