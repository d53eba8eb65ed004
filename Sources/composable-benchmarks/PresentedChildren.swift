import Composable

// Ten levels of presented children, each held as `@Presents var child: Child.State?` (a struct
// child with `PresentationAction`) and run with `.ifLet(\.$child, action: \.child) { Child() }`.

/// Level 1 of the chain of `@Presents` struct children.
@Reducer
struct Sheet1 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Leaf.State?
  }

  enum Action: Equatable {
    case increment
    case child(PresentationAction<Leaf.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Leaf() }
  }
}

/// Level 2 of the chain of `@Presents` struct children.
@Reducer
struct Sheet2 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Sheet1.State?
  }

  enum Action: Equatable {
    case increment
    case child(PresentationAction<Sheet1.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Sheet1() }
  }
}

/// Level 3 of the chain of `@Presents` struct children.
@Reducer
struct Sheet3 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Sheet2.State?
  }

  enum Action: Equatable {
    case increment
    case child(PresentationAction<Sheet2.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Sheet2() }
  }
}

/// Level 4 of the chain of `@Presents` struct children.
@Reducer
struct Sheet4 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Sheet3.State?
  }

  enum Action: Equatable {
    case increment
    case child(PresentationAction<Sheet3.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Sheet3() }
  }
}

/// Level 5 of the chain of `@Presents` struct children.
@Reducer
struct Sheet5 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Sheet4.State?
  }

  enum Action: Equatable {
    case increment
    case child(PresentationAction<Sheet4.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Sheet4() }
  }
}

/// Level 6 of the chain of `@Presents` struct children.
@Reducer
struct Sheet6 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Sheet5.State?
  }

  enum Action: Equatable {
    case increment
    case child(PresentationAction<Sheet5.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Sheet5() }
  }
}

/// Level 7 of the chain of `@Presents` struct children.
@Reducer
struct Sheet7 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Sheet6.State?
  }

  enum Action: Equatable {
    case increment
    case child(PresentationAction<Sheet6.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Sheet6() }
  }
}

/// Level 8 of the chain of `@Presents` struct children.
@Reducer
struct Sheet8 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Sheet7.State?
  }

  enum Action: Equatable {
    case increment
    case child(PresentationAction<Sheet7.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Sheet7() }
  }
}

/// Level 9 of the chain of `@Presents` struct children.
@Reducer
struct Sheet9 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Sheet8.State?
  }

  enum Action: Equatable {
    case increment
    case child(PresentationAction<Sheet8.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Sheet8() }
  }
}

/// Level 10 of the chain of `@Presents` struct children.
@Reducer
struct Sheet10 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Sheet9.State?
  }

  enum Action: Equatable {
    case increment
    case child(PresentationAction<Sheet9.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Sheet9() }
  }
}

/// State with every child presented, ten levels deep.
func sheetState() -> Sheet10.State {
  let l1 = Sheet1.State(child: Leaf.State())
  let l2 = Sheet2.State(child: l1)
  let l3 = Sheet3.State(child: l2)
  let l4 = Sheet4.State(child: l3)
  let l5 = Sheet5.State(child: l4)
  let l6 = Sheet6.State(child: l5)
  let l7 = Sheet7.State(child: l6)
  let l8 = Sheet8.State(child: l7)
  let l9 = Sheet9.State(child: l8)
  return Sheet10.State(child: l9)
}
