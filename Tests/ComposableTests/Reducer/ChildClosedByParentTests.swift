import Composable
import TestHelpers
import Testing

/// A parent that removes a child while handling one of that child's own actions dismisses the
/// child, whatever the child's reducer returned for the action: the effects the child started
/// earlier are cancelled. Checked for each operator and for an action the child answers with no
/// effect (the case an operator that skips work for effect-free child actions can miss).
@MainActor
@Suite struct ChildClosedByParentTests {
  /// Starts an effect that never ends on `start`; returns no effect on `close`.
  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
    }
    @CasePathable
    enum Action: Equatable {
      case start, close
    }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .start: .run { _ in try await Task.never() }
        case .close: .none
        }
      }
    }
  }

  /// Plain state: `ifLet` reaches the child through its key path.
  struct KeyPathParent: Reducer {
    struct State: Equatable {
      var child: Child.State?
    }
    @CasePathable
    enum Action: Equatable {
      case child(Child.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .child(.close) = action { state.child = nil }
        return .none
      }
      .ifLet(\.child, action: \.child) { Child() }
    }
  }

  @Test func anIfLetChildClosedOnItsOwnActionHasItsEffectsCancelled() async {
    let store = Store(initialState: KeyPathParent.State(child: Child.State())) { KeyPathParent() }
    let effect = store.send(.child(.start))
    store.send(.child(.close))
    #expect(store.withState(\.child) == nil)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }

  /// A child that stays is not dismissed by its own effect-free action.
  @Test func anIfLetChildLeftAloneKeepsItsEffects() async {
    let store = Store(initialState: KeyPathParent.State(child: Child.State())) { KeyPathParent() }
    let effect = store.send(.child(.start))
    store.send(.child(.start))
    #expect(!effect.isCancelled)
    effect.cancel()
  }

  /// ``Child`` as `@ObservableState`, for operators that reach the child through the generated
  /// accessors.
  @Reducer struct ObservableChild {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action: Equatable {
      case start, close
    }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .start: .run { _ in try await Task.never() }
        case .close: .none
        }
      }
    }
  }

  /// Observable parent and child: `ifLet` reaches the child through the generated accessors.
  @Reducer struct ObservableParent {
    @ObservableState
    struct State: Equatable {
      var child: ObservableChild.State?
    }
    enum Action: Equatable {
      case child(ObservableChild.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .child(.close) = action { state.child = nil }
        return .none
      }
      .ifLet(\.child, action: \.child) { ObservableChild() }
    }
  }

  @Test func anObservableIfLetChildClosedOnItsOwnActionHasItsEffectsCancelled() async {
    let store = Store(initialState: ObservableParent.State(child: ObservableChild.State())) {
      ObservableParent()
    }
    let effect = store.send(.child(.start))
    store.send(.child(.close))
    #expect(store.withState(\.child) == nil)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }

  /// Throttles its logging: a child that went away takes its throttle window with it.
  struct ThrottledChild: Reducer {
    struct State: Equatable {
      var log: [Int] = []
    }
    @CasePathable
    enum Action: Equatable {
      case throttled(Int), log(Int), close
    }
    let clock: TestClock<Duration>
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .throttled(value):
        return .send(.log(value))
          .throttle(id: "throttle", for: .seconds(1), clock: self.clock, latest: false)
      case let .log(value):
        state.log.append(value)
        return .none
      case .close:
        return .none
      }
    }
  }

  struct ThrottlingParent: Reducer {
    struct State: Equatable {
      var child: ThrottledChild.State?
    }
    @CasePathable
    enum Action: Equatable {
      case child(ThrottledChild.Action)
      case open
    }
    let clock: TestClock<Duration>
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child(.close): state.child = nil
        case .open: state.child = ThrottledChild.State()
        case .child: break
        }
        return .none
      }
      .ifLet(\.child, action: \.child) { ThrottledChild(clock: self.clock) }
    }
  }

  /// No effect of the child is running (its throttled effect sent its action at once), but its
  /// throttle window is open: closing the child must still forget it.
  @Test func anIfLetChildClosedOnItsOwnActionTakesItsThrottleWindowWithIt() {
    let clock = TestClock()
    let store = Store(initialState: ThrottlingParent.State()) { ThrottlingParent(clock: clock) }
    store.send(.open)
    store.send(.child(.throttled(1)))
    #expect(store.withState(\.child?.log) == [1])
    store.send(.child(.close))
    // A new child in the same place: its first throttled effect runs at once.
    store.send(.open)
    store.send(.child(.throttled(2)))
    #expect(store.withState(\.child?.log) == [2])
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
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .filled(.close) = action { state = .empty }
        return .none
      }
      .ifCaseLet(\.filled, action: \.filled) { Child() }
    }
  }

  @Test func anIfCaseLetChildClosedOnItsOwnActionHasItsEffectsCancelled() async {
    let store = Store(initialState: CaseParent.State.filled(Child.State())) { CaseParent() }
    let effect = store.send(.filled(.start))
    store.send(.filled(.close))
    #expect(store.withState { $0 } == .empty)
    #expect(await finishes(effect))
    #expect(effect.isCancelled)
  }

  struct RowsParent: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Child.State> = [Child.State(id: 1), Child.State(id: 2)]
    }
    @CasePathable
    enum Action: Equatable {
      case rows(IdentifiedActionOf<Child>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .rows(.element(let id, .close)) = action { state.rows.remove(id: id) }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Child() }
    }
  }

  @Test func aForEachRowRemovedOnItsOwnActionHasItsEffectsCancelled() async {
    let store = Store(initialState: RowsParent.State()) { RowsParent() }
    let removed = store.send(.rows(.element(id: 1, action: .start)))
    let kept = store.send(.rows(.element(id: 2, action: .start)))
    store.send(.rows(.element(id: 1, action: .close)))
    #expect(store.withState(\.rows.ids) == [2])
    #expect(await finishes(removed))
    #expect(removed.isCancelled)
    #expect(!kept.isCancelled)
    kept.cancel()
  }
}
