import Composable
import Observation
import Testing

@Reducer
struct ObservedChild {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var label = ""
  }

  enum Action: Equatable {
    case increment
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case let .rename(label): state.label = label
      }
      return .none
    }
  }
}

@Reducer
struct ObservedParent {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var count = 0
    var child: ObservedChild.State?
    var rows: IdentifiedArrayOf<ObservedRow.State> = []
  }

  enum Action: Equatable {
    case child(ObservedChild.Action)
    case rows(IdentifiedActionOf<ObservedRow>)
    case setTitle(String)
    case setCount(Int)
    case replaceChild
    case removeChild
    case addRow(Int)
    case reset
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setTitle(title): state.title = title
      case let .setCount(count): state.count = count
      case .replaceChild: state.child = ObservedChild.State()
      case .removeChild: state.child = nil
      case let .addRow(id): state.rows.append(ObservedRow.State(id: id))
      case .reset: state = State()
      case .child, .rows: break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { ObservedChild() }
    .forEach(\.rows, action: \.rows) { ObservedRow() }
  }
}

@Reducer
struct ObservedRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum Action: Equatable { case increment }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
struct ObservedGrandparent {
  @ObservableState
  struct State: Equatable {
    var parent: ObservedParent.State?
  }

  enum Action: Equatable {
    case parent(ObservedParent.Action)
    case replaceParent
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .replaceParent = action { state.parent = ObservedParent.State() }
      return .none
    }
    .ifLet(\.parent, action: \.parent) { ObservedParent() }
  }
}

@Reducer
struct MidBatchParent {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var child: ObservedChild.State? = ObservedChild.State()
  }

  enum Action: Equatable {
    case go
    case child(ObservedChild.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .go = action {
        state.title = "changed first"
        state.child?.count += 1
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { ObservedChild() }
  }
}

/// Counts how many times the values read in `read` are invalidated, re-registering after each.
@MainActor
final class InvalidationCounter {
  private(set) var count = 0
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    self.track()
  }

  private func track() {
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        self?.count += 1
        self?.track()
      }
    }
  }
}

@MainActor
@Suite struct StoreObservationTests {
  @Test func storeIsObservable() {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    let observable: any Observable = store
    #expect(observable is Store<ObservedParent.State, ObservedParent.Action>)
  }

  @Test func readingAFieldTracksThatFieldOnly() {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    let counter = InvalidationCounter { _ = store.count }
    store.send(.setTitle("Hello"))
    #expect(counter.count == 0)
    store.send(.setCount(1))
    #expect(counter.count == 1)
    store.send(.setCount(1))  // an equal value does not notify
    #expect(counter.count == 1)
  }

  @Test func replacingTheWholeStateNotifiesObserversOfItsFields() {
    let store = Store(initialState: ObservedParent.State(count: 5)) { ObservedParent() }
    let counter = InvalidationCounter { _ = store.count }
    store.send(.reset)
    #expect(counter.count == 1)
    #expect(store.count == 0)
    store.send(.setCount(2))  // observers re-registered on the new value still hear changes
    #expect(counter.count == 2)
  }

  @Test func aScopedChildFiresOnlyWhenItsSliceChangesIdentity() {
    let store = Store(initialState: ObservedParent.State(child: ObservedChild.State())) {
      ObservedParent()
    }
    let child = store.scope(state: \.child, action: \.child)!
    let counter = InvalidationCounter { _ = child.count }
    store.send(.setTitle("unrelated parent write"))
    #expect(counter.count == 0)
    child.send(.rename("a field the view did not read"))
    #expect(counter.count == 0)
    child.send(.increment)
    #expect(counter.count == 1)
    store.send(.replaceChild)  // a new child replaced the old one
    #expect(counter.count == 2)
    store.send(.removeChild)
    #expect(counter.count == 3)
  }

  @Test func untouchedRowsAreNotNotified() {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    for id in 1...3 { store.send(.addRow(id)) }
    let rows = store.scope(state: \.rows, action: \.rows)
    let counters = rows.map { row in InvalidationCounter { _ = row.count } }
    store.send(.rows(.element(id: 2, action: .increment)))
    #expect(counters.map(\.count) == [0, 1, 0])
  }

  @Test func aDeepStoreAnsweringFromWhatItDerivedStillTracksItsAncestors() {
    let store = Store(
      initialState: ObservedGrandparent.State(
        parent: ObservedParent.State(child: ObservedChild.State())
      )
    ) {
      ObservedGrandparent()
    }
    let parent = store.scope(state: \.parent, action: \.parent)!
    let child = parent.scope(state: \.child, action: \.child)!
    #expect(child.count == 0)  // every level derives its state now, and keeps it
    let counter = InvalidationCounter { _ = child.count }  // answered from what was kept
    parent.send(.setTitle("not the child"))
    #expect(counter.count == 0)
    parent.send(.replaceChild)
    #expect(counter.count == 1)
    store.send(.replaceParent)
    #expect(counter.count == 2)
  }

  @Test func aDeepStoreDerivesItsStateAgainAfterEverySend() {
    let store = Store(
      initialState: ObservedGrandparent.State(
        parent: ObservedParent.State(child: ObservedChild.State())
      )
    ) {
      ObservedGrandparent()
    }
    let child = store.scope(state: \.parent, action: \.parent)!
      .scope(state: \.child, action: \.child)!
    #expect(child.count == 0)
    child.send(.increment)
    #expect(child.count == 1)
    #expect(child.state.count == 1)
    store.send(.parent(.child(.increment)))
    #expect(child.count == 2)
    store.send(.parent(.removeChild))
    #expect(child.count == 2)  // the last state it saw
    #expect(
      store.scope(state: \.parent, action: \.parent)?.scope(state: \.child, action: \.child) == nil)
  }

  @Test func aScopedStoreReadTwiceDuringABatchSeesTheLaterChange() {
    let store = Store(initialState: MidBatchParent.State()) { MidBatchParent() }
    let child = store.scope(state: \.child, action: \.child)!
    #expect(child.count == 0)
    var seen: [String] = []
    withObservationTracking {
      _ = store.title
    } onChange: {
      MainActor.assumeIsolated { seen.append("title: child \(child.count)") }
    }
    withObservationTracking {
      _ = child.count
    } onChange: {
      MainActor.assumeIsolated {
        seen.append("count: child \(child.count), root \(store.child?.count ?? -1)")
      }
    }
    store.send(.go)
    // The first observer runs before the count changes; the second after (in-place changes
    // notify once made). Both must read the child store as the root has it at that moment.
    #expect(seen == ["title: child 0", "count: child 1, root 1"])
    #expect(child.count == 1)
  }

  @Test func anOptionalScopeThatCameBackReadsTheNewChild() {
    let store = Store(initialState: ObservedParent.State(child: ObservedChild.State())) {
      ObservedParent()
    }
    let child = store.scope(state: \.child, action: \.child)!
    child.send(.increment)
    #expect(child.count == 1)
    store.send(.removeChild)
    #expect(store.scope(state: \.child, action: \.child) == nil)
    store.send(.replaceChild)
    // The child that came back has a store of its own: the scope let go of the gone child's.
    let again = store.scope(state: \.child, action: \.child)
    #expect(again !== child)
    #expect(again?.count == 0)
    let counter = InvalidationCounter { _ = again?.count }
    again?.send(.increment)
    #expect(counter.count == 1)
    store.send(.removeChild)
    #expect(counter.count == 2)
  }

  @Test func aClosureScopeFollowsSendsAndTracksWhatItReads() {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    let title = store.scope(state: { $0.title }, action: { ObservedParent.Action.setTitle($0) })
    let counter = InvalidationCounter { _ = title.state }
    store.send(.setCount(1))
    #expect(counter.count == 0)
    title.send("Hello")
    #expect(title.state == "Hello")
    #expect(counter.count == 1)
  }
}
