import Composable

/// Level 1 of a chain of optional children above a counter, for deep scoping.
@Reducer
struct L1 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Counter.State?
  }

  enum Action: Equatable {
    case increment
    case child(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Counter() }
  }
}

/// Level 2 of a chain of optional children above a counter, for deep scoping.
@Reducer
struct L2 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: L1.State?
  }

  enum Action: Equatable {
    case increment
    case child(L1.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { L1() }
  }
}

/// Level 3 of a chain of optional children above a counter, for deep scoping.
@Reducer
struct L3 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: L2.State?
  }

  enum Action: Equatable {
    case increment
    case child(L2.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { L2() }
  }
}

/// Level 4 of a chain of optional children above a counter, for deep scoping.
@Reducer
struct L4 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: L3.State?
  }

  enum Action: Equatable {
    case increment
    case child(L3.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { L3() }
  }
}

/// Level 5 of a chain of optional children above a counter, for deep scoping.
@Reducer
struct L5 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: L4.State?
  }

  enum Action: Equatable {
    case increment
    case child(L4.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { L4() }
  }
}

/// Level 6 of a chain of optional children above a counter, for deep scoping.
@Reducer
struct L6 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: L5.State?
  }

  enum Action: Equatable {
    case increment
    case child(L5.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { L5() }
  }
}

/// Level 7 of a chain of optional children above a counter, for deep scoping.
@Reducer
struct L7 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: L6.State?
  }

  enum Action: Equatable {
    case increment
    case child(L6.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { L6() }
  }
}

/// Level 8 of a chain of optional children above a counter, for deep scoping.
@Reducer
struct L8 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: L7.State?
  }

  enum Action: Equatable {
    case increment
    case child(L7.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { L7() }
  }
}

/// Level 9 of a chain of optional children above a counter, for deep scoping.
@Reducer
struct L9 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: L8.State?
  }

  enum Action: Equatable {
    case increment
    case child(L8.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { L8() }
  }
}

/// Level 10 of a chain of optional children above a counter, for deep scoping.
@Reducer
struct L10 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: L9.State?
  }

  enum Action: Equatable {
    case increment
    case child(L9.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { L9() }
  }
}

/// Ten levels of optional children above a counter.
func deepReducer() -> L10 { L10() }

/// State with every optional child present.
func deepState() -> L10.State {
  L10.State(
    child: L9.State(
      child: L8.State(
        child: L7.State(
          child: L6.State(
            child: L5.State(
              child: L4.State(
                child: L3.State(child: L2.State(child: L1.State(child: Counter.State()))))))))))
}
