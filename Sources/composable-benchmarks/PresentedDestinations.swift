import Composable

// Ten levels of presented destinations, written as TCA features present them: each level holds
// `@Presents var destination: Destination.State?`, a `@Reducer enum Destination` with the next
// level as its one case, and `.ifLet(\.$destination, action: \.destination)`. The leaf is a
// counter written with `reduce(into:action:)`.

/// The leaf of the presented chains: a counter whose reducer is `reduce(into:action:)`. Like
/// most features' actions, its actions hold references in some case (`count`'s string), so every
/// send through a chain takes the path for such actions, though it sends `increment`.
@Reducer
struct Leaf {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case count(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case let .count(text):
      state.count = text.count
      return .none
    }
  }
}

/// Level 1 of the chain of `@Reducer enum` destinations.
@Reducer
struct Presenting1 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(Leaf)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Level 2 of the chain of `@Reducer enum` destinations.
@Reducer
struct Presenting2 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(Presenting1)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Level 3 of the chain of `@Reducer enum` destinations.
@Reducer
struct Presenting3 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(Presenting2)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Level 4 of the chain of `@Reducer enum` destinations.
@Reducer
struct Presenting4 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(Presenting3)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Level 5 of the chain of `@Reducer enum` destinations.
@Reducer
struct Presenting5 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(Presenting4)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Level 6 of the chain of `@Reducer enum` destinations.
@Reducer
struct Presenting6 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(Presenting5)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Level 7 of the chain of `@Reducer enum` destinations.
@Reducer
struct Presenting7 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(Presenting6)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Level 8 of the chain of `@Reducer enum` destinations.
@Reducer
struct Presenting8 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(Presenting7)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Level 9 of the chain of `@Reducer enum` destinations.
@Reducer
struct Presenting9 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(Presenting8)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Level 10 of the chain of `@Reducer enum` destinations.
@Reducer
struct Presenting10 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(Presenting9)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// State with every destination presented, ten levels deep.
func presentingState() -> Presenting10.State {
  let l1 = Presenting1.State(destination: .child(Leaf.State()))
  let l2 = Presenting2.State(destination: .child(l1))
  let l3 = Presenting3.State(destination: .child(l2))
  let l4 = Presenting4.State(destination: .child(l3))
  let l5 = Presenting5.State(destination: .child(l4))
  let l6 = Presenting6.State(destination: .child(l5))
  let l7 = Presenting7.State(destination: .child(l6))
  let l8 = Presenting8.State(destination: .child(l7))
  let l9 = Presenting9.State(destination: .child(l8))
  return Presenting10.State(destination: .child(l9))
}
