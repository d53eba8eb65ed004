import Composable

// Twenty levels of plain optional children, every other one with its child action case marked
// `indirect`: as many operators (20: an `ifLet` and the `Scope` of the enum's case at each of ten
// levels) and as many boxes (10, one per `.presented`) as a send through the ten-level chain of
// `@Reducer enum` destinations runs, with the plain `ifLet` and inline optional state: the plain
// equivalent, in this package's operators, of the 10-deep destination send (not a lower bound:
// it stores its children differently).

/// Level 1 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired1 {
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

/// Level 2 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired2 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired1.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Paired1.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired1() }
  }
}

/// Level 3 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired3 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired2.State?
  }

  enum Action: Equatable {
    case increment
    case child(Paired2.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired2() }
  }
}

/// Level 4 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired4 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired3.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Paired3.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired3() }
  }
}

/// Level 5 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired5 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired4.State?
  }

  enum Action: Equatable {
    case increment
    case child(Paired4.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired4() }
  }
}

/// Level 6 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired6 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired5.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Paired5.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired5() }
  }
}

/// Level 7 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired7 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired6.State?
  }

  enum Action: Equatable {
    case increment
    case child(Paired6.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired6() }
  }
}

/// Level 8 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired8 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired7.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Paired7.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired7() }
  }
}

/// Level 9 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired9 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired8.State?
  }

  enum Action: Equatable {
    case increment
    case child(Paired8.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired8() }
  }
}

/// Level 10 of the twenty-level chain whose even levels' child action cases are `indirect`.
@Reducer
struct Paired10 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Paired9.State?
  }

  enum Action: Equatable {
    case increment
    indirect case child(Paired9.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { Paired9() }
  }
}

/// State with every optional child present, twenty levels deep.
func pairedState() -> Paired20.State {
  let l1 = Paired1.State(child: Counter.State())
  let l2 = Paired2.State(child: l1)
  let l3 = Paired3.State(child: l2)
  let l4 = Paired4.State(child: l3)
  let l5 = Paired5.State(child: l4)
  let l6 = Paired6.State(child: l5)
  let l7 = Paired7.State(child: l6)
  let l8 = Paired8.State(child: l7)
  let l9 = Paired9.State(child: l8)
  let l10 = Paired10.State(child: l9)
  let l11 = Paired11.State(child: l10)
  let l12 = Paired12.State(child: l11)
  let l13 = Paired13.State(child: l12)
  let l14 = Paired14.State(child: l13)
  let l15 = Paired15.State(child: l14)
  let l16 = Paired16.State(child: l15)
  let l17 = Paired17.State(child: l16)
  let l18 = Paired18.State(child: l17)
  let l19 = Paired19.State(child: l18)
  return Paired20.State(child: l19)
}
