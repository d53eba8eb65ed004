import Composable
import Observation
import TestHelpers
import Testing

/// `ifLet` on `@ObservableState` parents and children reaches the child in place, by its tracked
/// index, and builds navigation paths only when an effect needs one. These tests pin what that
/// must keep: the child's changes, observation of the parent's property, the fallback for key
/// paths that are not a single tracked property, and cancellation of a nested child's effects.
@MainActor
@Suite struct ObservableIfLetTests {
  @Reducer struct Leaf {
    @ObservableState struct State: Equatable {
      var count = 0
    }

    enum Action: Equatable {
      case increment, replace, start, stop, tick
    }

    enum CancelID: Hashable, Sendable { case work }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment, .tick:
          state.count += 1
          return .none
        case .replace:
          state = State(count: state.count)
          return .none
        case .start:
          return .run { [clock] send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
          .cancellable(id: CancelID.work)
        case .stop:
          return .cancel(id: CancelID.work)
        }
      }
    }
  }

  @Reducer struct Middle {
    @ObservableState struct State: Equatable {
      var leaf: Leaf.State?
      var other: Leaf.State?
    }

    enum Action: Equatable {
      case leaf(Leaf.Action), other(Leaf.Action), closeLeaf
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .closeLeaf = action { state.leaf = nil }
        return .none
      }
      .ifLet(\.leaf, action: \.leaf) { Leaf() }
      .ifLet(\.other, action: \.other) { Leaf() }
    }
  }

  /// Plain (not observable) state between an observable parent and its child.
  struct Holder: Equatable {
    var leaf: Leaf.State?
  }

  @Reducer struct Root {
    @ObservableState struct State: Equatable {
      var middle: Middle.State?
      var holder = Holder()
      var note = ""
    }

    enum Action: Equatable {
      case middle(Middle.Action), held(Leaf.Action), closeMiddle, closeHeld
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeMiddle: state.middle = nil
        case .closeHeld: state.holder.leaf = nil
        case .middle, .held: break
        }
        return .none
      }
      .ifLet(\.middle, action: \.middle) { Middle() }
      .ifLet(\.holder.leaf, action: \.held) { Leaf() }
    }
  }

  func makeStore(
    _ state: Root.State, clock: TestClock<Duration> = TestClock()
  ) -> StoreOf<Root> {
    Store(initialState: state) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aNestedChildChangesInPlace() {
    let store = makeStore(Root.State(middle: Middle.State(leaf: Leaf.State())))
    store.send(.middle(.leaf(.increment)))
    store.send(.middle(.leaf(.increment)))
    #expect(store.middle?.leaf?.count == 2)
    #expect(store.middle?.other == nil)
  }

  @Test func onlyReplacingTheChildNotifiesObserversOfTheParentsProperty() {
    let store = makeStore(Root.State(middle: Middle.State(leaf: Leaf.State())))
    let middle = store.scope(state: \.middle, action: \.middle)!
    let notifications = LockIsolated(0)
    withObservationTracking {
      _ = middle.leaf
    } onChange: {
      notifications.withValue { $0 += 1 }
    }
    store.send(.middle(.leaf(.increment)))
    #expect(notifications.value == 0)
    store.send(.middle(.leaf(.replace)))
    #expect(notifications.value == 1)
    #expect(store.middle?.leaf?.count == 1)
  }

  @Test func aKeyPathThroughPlainStateStillWorks() {
    let store = makeStore(Root.State(holder: Holder(leaf: Leaf.State())))
    store.send(.held(.increment))
    #expect(store.holder.leaf?.count == 1)
    store.send(.closeHeld)
    withKnownIssue {
      store.send(.held(.increment))
    } matching: { issue in
      issue.description.contains("received a child action when child state was \"nil\"")
    }
    #expect(store.holder.leaf == nil)
  }

  @Test func anActionForANilNestedChildIsReportedAndChangesNothing() {
    let store = makeStore(Root.State(middle: Middle.State()))
    withKnownIssue {
      store.send(.middle(.leaf(.increment)))
    } matching: { issue in
      issue.description.contains("Middle.Action.leaf(.increment)")
    }
    #expect(store.middle == Middle.State())
  }

  @Test func closingAMiddleChildCancelsItsDescendantsEffectsOnly() async {
    let clock = TestClock()
    let store = makeStore(
      Root.State(
        middle: Middle.State(leaf: Leaf.State(), other: Leaf.State()),
        holder: Holder(leaf: Leaf.State())
      ),
      clock: clock
    )
    store.send(.middle(.leaf(.start)))
    store.send(.held(.start))
    #expect(store._runningEffectCount == 2)
    store.send(.closeMiddle)
    #expect(await eventually { store._runningEffectCount == 1 })
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await eventually { store.holder.leaf?.count == 1 })
    store.send(.held(.stop))
    #expect(await eventually { store._runningEffectCount == 0 })
    #expect(store._registeredEffectCount == 0)
  }

  @Test func siblingsUsingTheSameIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = makeStore(
      Root.State(middle: Middle.State(leaf: Leaf.State(), other: Leaf.State())), clock: clock
    )
    store.send(.middle(.leaf(.start)))
    store.send(.middle(.other(.start)))
    store.send(.middle(.other(.stop)))
    #expect(await eventually { store._runningEffectCount == 1 })
    await untilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    #expect(await eventually { store.middle?.leaf?.count == 1 })
    #expect(store.middle?.other?.count == 0)
    store.send(.closeMiddle)
    #expect(await eventually { store._runningEffectCount == 0 })
  }
}
