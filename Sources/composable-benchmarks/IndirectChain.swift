import Composable

// The ten-level optional chain of `OptionalChain.swift` with each level's child action case
// marked `indirect`, as `PresentationAction.presented` is: the same reducers and the same plain
// `ifLet(\.child, action: \.child)`, so that a send from its leaf costs what a plain 10-deep send
// costs plus the boxes the action shape of `@Presents` struct children allocates, one per level.
// The plain equivalent, in this package's operators, of the 10-deep `@Presents` struct child send.

/// Level 1 of the chain of optional children whose child action case is `indirect`.
@Reducer
struct Boxed1 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Counter.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Counter() }
  }
}

/// Level 2 of the chain of optional children whose child action case is `indirect`.
@Reducer
struct Boxed2 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Boxed1.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Boxed1.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Boxed1() }
  }
}

/// Level 3 of the chain of optional children whose child action case is `indirect`.
@Reducer
struct Boxed3 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Boxed2.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Boxed2.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Boxed2() }
  }
}

/// Level 4 of the chain of optional children whose child action case is `indirect`.
@Reducer
struct Boxed4 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Boxed3.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Boxed3.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Boxed3() }
  }
}

/// Level 5 of the chain of optional children whose child action case is `indirect`.
@Reducer
struct Boxed5 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Boxed4.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Boxed4.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Boxed4() }
  }
}

/// Level 6 of the chain of optional children whose child action case is `indirect`.
@Reducer
struct Boxed6 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Boxed5.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Boxed5.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Boxed5() }
  }
}

/// Level 7 of the chain of optional children whose child action case is `indirect`.
@Reducer
struct Boxed7 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Boxed6.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Boxed6.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Boxed6() }
  }
}

/// Level 8 of the chain of optional children whose child action case is `indirect`.
@Reducer
struct Boxed8 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Boxed7.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Boxed7.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Boxed7() }
  }
}

/// Level 9 of the chain of optional children whose child action case is `indirect`.
@Reducer
struct Boxed9 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Boxed8.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Boxed8.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Boxed8() }
  }
}

/// Level 10 of the chain of optional children whose child action case is `indirect`.
@Reducer
struct Boxed10 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Boxed9.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Boxed9.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Boxed9() }
  }
}

/// State with every optional child present, ten levels deep.
func boxedState() -> Boxed10.State {
  let l1 = Boxed1.State(child: Counter.State())
  let l2 = Boxed2.State(child: l1)
  let l3 = Boxed3.State(child: l2)
  let l4 = Boxed4.State(child: l3)
  let l5 = Boxed5.State(child: l4)
  let l6 = Boxed6.State(child: l5)
  let l7 = Boxed7.State(child: l6)
  let l8 = Boxed8.State(child: l7)
  let l9 = Boxed9.State(child: l8)
  return Boxed10.State(child: l9)
}

/// Scopes the chain of optional children with `indirect` action cases down to its counter:
/// `store.scope(state: \.child, action: \.child)` at every level.
@MainActor
func scopeBoxed(_ store: StoreOf<Boxed10>) -> StoreOf<Counter> {
  let s9 = store.scope(state: \.child, action: \.child)!
  let s8 = s9.scope(state: \.child, action: \.child)!
  let s7 = s8.scope(state: \.child, action: \.child)!
  let s6 = s7.scope(state: \.child, action: \.child)!
  let s5 = s6.scope(state: \.child, action: \.child)!
  let s4 = s5.scope(state: \.child, action: \.child)!
  let s3 = s4.scope(state: \.child, action: \.child)!
  let s2 = s3.scope(state: \.child, action: \.child)!
  let s1 = s2.scope(state: \.child, action: \.child)!
  return s1.scope(state: \.child, action: \.child)!
}
