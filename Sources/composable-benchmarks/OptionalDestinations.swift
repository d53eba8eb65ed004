import Composable

// The ten-level chain of `@Reducer enum` destinations of `PresentedDestinations.swift`, with the
// destination held as a plain optional (`var destination: Destination.State?`) and run by the
// plain `ifLet(\.destination, action: \.destination) { Destination.body }` instead of `@Presents`
// and the presentation operator, its action case `indirect` as `PresentationAction.presented` is.
// Not a floor: the state nests inline (no `PresentationState` box per level), so moving a case's
// payload out moves the whole subtree at every level. The scoped stores' `\.destination.child`
// continues the parent's case through the `@Reducer` enum's case, which the store embeds through
// both enums' levels. Profile scenarios only (`optional-destination-send`,
// `optional-destination-root-send`), for comparison.

/// Level 1 of the chain of `@Reducer enum` destinations held as plain optionals.
@Reducer
struct OptionalDestination1 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    indirect case destination(Destination.Action)
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
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

/// Level 2 of the chain of `@Reducer enum` destinations held as plain optionals.
@Reducer
struct OptionalDestination2 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    indirect case destination(Destination.Action)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(OptionalDestination1)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

/// Level 3 of the chain of `@Reducer enum` destinations held as plain optionals.
@Reducer
struct OptionalDestination3 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    indirect case destination(Destination.Action)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(OptionalDestination2)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

/// Level 4 of the chain of `@Reducer enum` destinations held as plain optionals.
@Reducer
struct OptionalDestination4 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    indirect case destination(Destination.Action)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(OptionalDestination3)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

/// Level 5 of the chain of `@Reducer enum` destinations held as plain optionals.
@Reducer
struct OptionalDestination5 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    indirect case destination(Destination.Action)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(OptionalDestination4)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

/// Level 6 of the chain of `@Reducer enum` destinations held as plain optionals.
@Reducer
struct OptionalDestination6 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    indirect case destination(Destination.Action)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(OptionalDestination5)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

/// Level 7 of the chain of `@Reducer enum` destinations held as plain optionals.
@Reducer
struct OptionalDestination7 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    indirect case destination(Destination.Action)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(OptionalDestination6)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

/// Level 8 of the chain of `@Reducer enum` destinations held as plain optionals.
@Reducer
struct OptionalDestination8 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    indirect case destination(Destination.Action)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(OptionalDestination7)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

/// Level 9 of the chain of `@Reducer enum` destinations held as plain optionals.
@Reducer
struct OptionalDestination9 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    indirect case destination(Destination.Action)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(OptionalDestination8)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

/// Level 10 of the chain of `@Reducer enum` destinations held as plain optionals.
@Reducer
struct OptionalDestination10 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var destination: Destination.State?
  }

  enum Action: Equatable {
    case increment
    indirect case destination(Destination.Action)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case child(OptionalDestination9)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

/// State with every destination present, ten levels deep.
func optionalDestinationState() -> OptionalDestination10.State {
  let l1 = OptionalDestination1.State(destination: .child(Leaf.State()))
  let l2 = OptionalDestination2.State(destination: .child(l1))
  let l3 = OptionalDestination3.State(destination: .child(l2))
  let l4 = OptionalDestination4.State(destination: .child(l3))
  let l5 = OptionalDestination5.State(destination: .child(l4))
  let l6 = OptionalDestination6.State(destination: .child(l5))
  let l7 = OptionalDestination7.State(destination: .child(l6))
  let l8 = OptionalDestination8.State(destination: .child(l7))
  let l9 = OptionalDestination9.State(destination: .child(l8))
  return OptionalDestination10.State(destination: .child(l9))
}

/// Scopes the chain of destinations held as plain optionals down to its leaf, as views do:
/// `store.scope(state: \.destination?.child, action: \.destination.child)` at every level.
@MainActor
func scopeOptionalDestinations(_ store: StoreOf<OptionalDestination10>) -> StoreOf<Leaf> {
  let s9 = store.scope(state: \.destination?.child, action: \.destination.child)!
  let s8 = s9.scope(state: \.destination?.child, action: \.destination.child)!
  let s7 = s8.scope(state: \.destination?.child, action: \.destination.child)!
  let s6 = s7.scope(state: \.destination?.child, action: \.destination.child)!
  let s5 = s6.scope(state: \.destination?.child, action: \.destination.child)!
  let s4 = s5.scope(state: \.destination?.child, action: \.destination.child)!
  let s3 = s4.scope(state: \.destination?.child, action: \.destination.child)!
  let s2 = s3.scope(state: \.destination?.child, action: \.destination.child)!
  let s1 = s2.scope(state: \.destination?.child, action: \.destination.child)!
  return s1.scope(state: \.destination?.child, action: \.destination.child)!
}

/// The leaf's increment, as the root of the chain of destinations held as plain optionals
/// receives it.
func tenDeepOptionalDestinationAction() -> OptionalDestination10.Action {
  let l1 = OptionalDestination1.Action.destination(.child(.increment))
  let l2 = OptionalDestination2.Action.destination(.child(l1))
  let l3 = OptionalDestination3.Action.destination(.child(l2))
  let l4 = OptionalDestination4.Action.destination(.child(l3))
  let l5 = OptionalDestination5.Action.destination(.child(l4))
  let l6 = OptionalDestination6.Action.destination(.child(l5))
  let l7 = OptionalDestination7.Action.destination(.child(l6))
  let l8 = OptionalDestination8.Action.destination(.child(l7))
  let l9 = OptionalDestination9.Action.destination(.child(l8))
  return .destination(.child(l9))
}
