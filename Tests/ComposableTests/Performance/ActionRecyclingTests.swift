import Testing

@testable import Composable

/// A store presented through levels of `PresentationAction.presented` sends through the boxes of
/// the action it sent last when nothing else holds them (see `ActionRecycler`), and builds the
/// action afresh when something does: what reducers and effects keep is never written to.
@MainActor
@Suite struct ActionRecyclingTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var total = 0
    }
    enum Action: Equatable {
      case add(Int)
      case reset
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .add(amount): state.total += amount
      case .reset: state.total = 0
      }
      return .none
    }
  }

  /// A destination whose actions hold references: in the same enum as `Counter`, its payload
  /// type is no plain value, though `Counter`'s actions in it are.
  @Reducer
  struct Note {
    @ObservableState
    struct State: Equatable {
      var text = ""
    }
    enum Action: Equatable {
      case write(String)
      case attach(Token)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .write(text): state.text = text
      case .attach: break
      }
      return .none
    }
  }

  /// An object an action carries, which tells when it goes away.
  final class Token: Equatable, Sendable {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { self.onDeinit() }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
  }

  @Reducer
  struct Middle {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
      var keepsActions = false
      var kept: [Action] = []
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
      case keepActions(Bool)
    }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case counter(Counter)
      case note(Note)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .keepActions(keeps) = action {
          state.keepsActions = keeps
        } else if state.keepsActions {
          state.kept.append(action)
        }
        return .none
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  @Reducer
  struct Top {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case middle(Middle)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
    }
  }

  private func counterStore(
    _ store: StoreOf<Top>
  ) throws -> StoreOf<Counter> {
    let middle = try #require(
      store.scope(state: \.destination?.middle, action: \.destination.middle))
    return try #require(
      middle.scope(state: \.destination?.counter, action: \.destination.counter))
  }

  private func topState(keepsActions: Bool = false) -> Top.State {
    Top.State(
      destination: .middle(
        Middle.State(destination: .counter(Counter.State()), keepsActions: keepsActions)))
  }

  @Test func sendsGoThroughTheKeptBoxes() throws {
    let store = Store(initialState: self.topState()) { Top() }
    let counter = try self.counterStore(store)
    #expect(counter.core.route.keptBoxCount == 0)
    counter.send(.add(1))
    // Both presentations' boxes: each holds a payload of the enum destination's action.
    #expect(counter.core.route.keptBoxCount == 2)
    counter.send(.add(2))
    counter.send(.add(3))
    #expect(counter.total == 6)
    counter.send(.reset)
    counter.send(.add(4))
    #expect(counter.total == 4)
    #expect(counter.core.route.keptBoxCount == 2)
  }

  @Test func aReducerKeepingTheActionsKeepsWhatItWasSent() throws {
    let store = Store(initialState: self.topState(keepsActions: true)) { Top() }
    let counter = try self.counterStore(store)
    counter.send(.add(1))
    counter.send(.add(2))
    counter.send(.reset)
    let middle = try #require(store.destination?.middle)
    // The middle level holds each action it saw, and with it the inner box of each: a send
    // that wrote into a box it kept would change what it holds.
    #expect(
      middle.kept == [
        .destination(.presented(.counter(.add(1)))),
        .destination(.presented(.counter(.add(2)))),
        .destination(.presented(.counter(.reset))),
      ])
    #expect(middle.destination?.counter?.total == 0)
  }

  @Test func anEffectKeepingTheActionKeepsWhatItWasSent() async throws {
    let seen = LockIsolated<[Top.Action]>([])
    let store = Store(initialState: self.topState()) {
      Reduce<Top.State, Top.Action> { _, action in
        .run { _ in seen.withValue { $0.append(action) } }
      }
      Top()
    }
    let counter = try self.counterStore(store)
    await counter.send(.add(1)).finish()
    await counter.send(.add(2)).finish()
    #expect(
      seen.value == [
        .destination(.presented(.middle(.destination(.presented(.counter(.add(1))))))),
        .destination(.presented(.middle(.destination(.presented(.counter(.add(2))))))),
      ])
    #expect(counter.total == 3)
  }

  @Test func anActionSentWhileTheKeptOneIsReducedIsBuiltAfresh() throws {
    let leaf = Reference<StoreOf<Counter>>()
    let store = Store(initialState: self.topState()) {
      Reduce<Top.State, Top.Action> { _, action in
        // Sent through the same route while the root reduces the kept action: the root runs it
        // after this one, from an action of its own.
        if case .destination(.presented(.middle(.destination(.presented(.counter(.add(1))))))) =
          action
        {
          leaf.value?.send(.add(10))
        }
        return .none
      }
      Top()
    }
    let counter = try self.counterStore(store)
    leaf.value = counter
    counter.send(.add(1))
    counter.send(.add(1))
    #expect(counter.total == 22)
  }

  private func noteStore(_ store: StoreOf<Top>) throws -> StoreOf<Note> {
    let middle = try #require(
      store.scope(state: \.destination?.middle, action: \.destination.middle))
    return try #require(middle.scope(state: \.destination?.note, action: \.destination.note))
  }

  @Test func actionsHoldingReferencesKeepAllButTheInnermostBox() throws {
    let store = Store(
      initialState: Top.State(
        destination: .middle(Middle.State(destination: .note(Note.State()))))
    ) { Top() }
    let note = try self.noteStore(store)
    note.send(.write("a"))
    note.send(.write("b"))
    // The outer presentation's box; the inner one, which holds the action, is boxed per send.
    #expect(note.core.route.keptBoxCount == 1)
    #expect(note.text == "b")
    note.send(.write("c"))
    #expect(note.text == "c")
  }

  @Test func theRouteKeepsNothingOfTheActionItSent() throws {
    let store = Store(
      initialState: Top.State(
        destination: .middle(Middle.State(destination: .note(Note.State()))))
    ) { Top() }
    let note = try self.noteStore(store)
    let released = LockIsolated(0)
    note.send(.attach(Token { released.withValue { $0 += 1 } }))
    #expect(released.value == 1)
    note.send(.attach(Token { released.withValue { $0 += 1 } }))
    #expect(released.value == 2)
    #expect(note.core.route.keptBoxCount == 1)
  }

  @Test func aParentKeepingAnActionHoldingReferencesKeepsIt() throws {
    let seen = LockIsolated<[Top.Action]>([])
    let store = Store(
      initialState: Top.State(
        destination: .middle(Middle.State(destination: .note(Note.State()))))
    ) {
      Reduce<Top.State, Top.Action> { _, action in
        seen.withValue { $0.append(action) }
        return .none
      }
      Top()
    }
    let note = try self.noteStore(store)
    note.send(.write("a"))
    note.send(.write("b"))
    // The root holds the outer box of each action: the route must neither replace the innermost
    // presentation in it with `.dismiss` nor write the next action there.
    #expect(
      seen.value == [
        .destination(.presented(.middle(.destination(.presented(.note(.write("a"))))))),
        .destination(.presented(.middle(.destination(.presented(.note(.write("b"))))))),
      ])
    #expect(note.text == "b")
  }

  @Reducer
  struct Sheet {
    @ObservableState
    struct State: Equatable {
      @Presents var child: Counter.State?
    }
    enum Action: Equatable {
      case child(PresentationAction<Counter.Action>)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$child, action: \.child) { Counter() }
    }
  }

  @Test func structChildrenSendThroughTheKeptBox() throws {
    let store = Store(initialState: Sheet.State(child: Counter.State())) { Sheet() }
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    child.send(.add(5))
    child.send(.add(6))
    #expect(child.core.route.keptBoxCount == 1)
    #expect(child.total == 11)
  }

  @Reducer
  struct IndirectTop {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    indirect enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case counter(Counter)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
    }
  }

  @Test func aRouteThroughAnIndirectEnumKeepsNothing() throws {
    let store = Store(initialState: IndirectTop.State(destination: .counter(Counter.State()))) {
      IndirectTop()
    }
    let counter = try #require(
      store.scope(state: \.destination?.counter, action: \.destination.counter))
    counter.send(.add(7))
    counter.send(.add(8))
    // The indirect enum's box lies where the route cannot tell: it keeps no action.
    #expect(counter.core.route.keptBoxCount == 0)
    #expect(counter.total == 15)
  }
}

/// A reference the test sets once the store it holds exists.
private final class Reference<Value> {
  var value: Value?
}
