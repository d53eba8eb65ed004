import Composable

/// Features used by the navigation tests, written by hand (no macros).
enum NavigationFixtures {
  /// A child that counts, runs a delayed effect, and can close itself.
  struct Counter: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
      var isPresented: Bool?
    }

    @CasePathable
    enum Action: Equatable {
      case increment
      case startTimer
      case tick
      case closeButtonTapped
      case closeTwiceButtonTapped
      case readIsPresented
      case sendAfterDismiss
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
          return .none
        case .startTimer:
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        case .tick:
          state.count += 100
          return .none
        case .closeButtonTapped:
          return .run { [dismiss] _ in await dismiss() }
        case .closeTwiceButtonTapped:
          return .run { [dismiss] send in
            await dismiss()
            // The child is gone and its effects are cancelled: this must not arrive.
            await send(.increment)
          }
        case .readIsPresented:
          state.isPresented = self.isPresented
          return .none
        case .sendAfterDismiss:
          return .none
        }
      }
    }
  }

  /// A destination enum reducer written by hand the way `@Reducer enum` would generate it.
  enum Destination: CaseReducer {
    @CasePathable
    enum State: Equatable, CaseReducerState {
      typealias StateReducer = Destination
      case counter(Counter.State)
      case other(Counter.State)
    }

    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
      case other(Counter.Action)
    }

    typealias CaseScope = Store<State, Action>

    // Named rather than `some Reducer`: with an opaque static body, associated type inference
    // picks `Body == Never` from `Reducer`'s default instance `body` (reported to the lead).
    typealias Body = _SequenceReducer<
      Scope<State, Action, Counter>, Scope<State, Action, Counter>
    >

    @ReducerBuilder<State, Action>
    static var body: Body {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.other, action: \.other) { Counter() }
    }

    @MainActor
    static func scope(_ store: Store<State, Action>) -> Store<State, Action> { store }
  }

  /// Presents a ``Counter`` with `ifLet(\.$child, action: \.child)`.
  struct Presenter: Reducer {
    struct State: Equatable {
      @PresentationState var child: Counter.State?
      var seen: [String] = []
      var replaceOnDismiss = false
    }

    @CasePathable
    enum Action: Equatable {
      case child(PresentationAction<Counter.Action>)
      case present(id: Int)
      case dismissByParent
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .present(let id):
          state.child = Counter.State(id: id)
        case .dismissByParent:
          state.child = nil
        case .child(.dismiss):
          state.seen.append("dismiss while child is \(state.child.map { "\($0.id)" } ?? "nil")")
          if state.replaceOnDismiss {
            state.child = Counter.State(id: 99)
          }
        case .child(.presented):
          state.seen.append("child count \(state.child?.count ?? -1)")
        }
        return .none
      }
      .ifLet(\.$child, action: \.child) {
        Counter()
      }
    }
  }

  /// Presents a ``Presenter``, which presents a ``Counter``: two levels of presentation.
  struct OuterPresenter: Reducer {
    struct State: Equatable {
      @PresentationState var presenter: Presenter.State?
    }

    @CasePathable
    enum Action: Equatable {
      case presenter(PresentationAction<Presenter.Action>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer<State, Action>()
        .ifLet(\.$presenter, action: \.presenter) {
          Presenter()
        }
    }
  }

  /// Presents an enum destination with `ifLet(\.$destination, action: \.destination)`.
  struct EnumPresenter: Reducer {
    struct State: Equatable {
      @PresentationState var destination: Destination.State?
    }

    @CasePathable
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
      case showCounter
      case showOther
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .showCounter:
          state.destination = .counter(Counter.State())
        case .showOther:
          state.destination = .other(Counter.State())
        case .destination:
          break
        }
        return .none
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  /// A navigation stack of ``Counter``s.
  struct Stack: Reducer {
    struct State: Equatable {
      var path = StackState<Counter.State>()
      var popped: [StackElementID] = []
    }

    @CasePathable
    enum Action: Equatable {
      case path(StackAction<Counter.State, Counter.Action>)
      case pushCounter
      case popToRoot
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .pushCounter:
          state.path.append(Counter.State())
        case .popToRoot:
          state.path.removeAll()
        case .path(.popFrom(let id)):
          state.popped.append(id)
        case .path:
          break
        }
        return .none
      }
      .forEach(\.path, action: \.path) {
        Counter()
      }
    }
  }

  /// A navigation stack of an enum path reducer.
  struct EnumStack: Reducer {
    struct State: Equatable {
      var path = StackState<Destination.State>()
    }

    @CasePathable
    enum Action: Equatable {
      case path(StackAction<Destination.State, Destination.Action>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer<State, Action>()
        .forEach(\.path, action: \.path)
    }
  }
}
