import Composable

// Levels 11 to 20 of the chain of `PairedChain.swift`.

/// Level 11 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired11 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired10.State?
  }

  enum Action: Equatable {
    case increment
    case child(Paired10.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired10() }
  }
}

/// Level 12 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired12 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired11.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Paired11.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired11() }
  }
}

/// Level 13 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired13 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired12.State?
  }

  enum Action: Equatable {
    case increment
    case child(Paired12.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired12() }
  }
}

/// Level 14 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired14 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired13.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Paired13.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired13() }
  }
}

/// Level 15 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired15 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired14.State?
  }

  enum Action: Equatable {
    case increment
    case child(Paired14.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired14() }
  }
}

/// Level 16 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired16 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired15.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Paired15.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired15() }
  }
}

/// Level 17 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired17 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired16.State?
  }

  enum Action: Equatable {
    case increment
    case child(Paired16.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired16() }
  }
}

/// Level 18 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired18 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired17.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Paired17.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired17() }
  }
}

/// Level 19 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired19 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired18.State?
  }

  enum Action: Equatable {
    case increment
    case child(Paired18.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired18() }
  }
}

/// Level 20 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired20 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired19.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Paired19.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired19() }
  }
}

/// Scopes the twenty-level chain down to its counter: `store.scope(state: \.child, action:
/// \.child)` at every level.
@MainActor
func scopePaired(_ store: StoreOf<Paired20>) -> StoreOf<Counter> {
  let s19 = store.scope(state: \.child, action: \.child)!
  let s18 = s19.scope(state: \.child, action: \.child)!
  let s17 = s18.scope(state: \.child, action: \.child)!
  let s16 = s17.scope(state: \.child, action: \.child)!
  let s15 = s16.scope(state: \.child, action: \.child)!
  let s14 = s15.scope(state: \.child, action: \.child)!
  let s13 = s14.scope(state: \.child, action: \.child)!
  let s12 = s13.scope(state: \.child, action: \.child)!
  let s11 = s12.scope(state: \.child, action: \.child)!
  let s10 = s11.scope(state: \.child, action: \.child)!
  let s9 = s10.scope(state: \.child, action: \.child)!
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

/// The counter's increment, as the root of the twenty-level chain receives it.
func twentyDeepPairedAction() -> Paired20.Action {
  let l2 = Paired2.Action.child(.child(.increment))
  let l4 = Paired4.Action.child(.child(l2))
  let l6 = Paired6.Action.child(.child(l4))
  let l8 = Paired8.Action.child(.child(l6))
  let l10 = Paired10.Action.child(.child(l8))
  let l12 = Paired12.Action.child(.child(l10))
  let l14 = Paired14.Action.child(.child(l12))
  let l16 = Paired16.Action.child(.child(l14))
  let l18 = Paired18.Action.child(.child(l16))
  return .child(.child(l18))
}
