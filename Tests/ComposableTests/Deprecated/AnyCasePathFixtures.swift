import Composable

/// Features written the way TCA code before 1.4 wrote them: plain enums (no `@CasePathable`),
/// composed with `/Action.case` case paths. They use the deprecated operators, so they are
/// deprecated themselves, which keeps the warnings out of the build.
@available(*, deprecated)
enum AnyCasePathFixtures {
  /// A child that counts, and runs an effect until it is cancelled.
  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }

    enum Action: Equatable {
      case increment
      case startTimer
      case tick
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .startTimer:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.count += 100
        return .none
      }
    }
  }

  /// `ifLet` on optional state.
  struct Optional: Reducer {
    struct State: Equatable {
      var child: Child.State?
      var seen: [Int] = []
    }

    enum Action: Equatable {
      case child(Child.Action)
      case present
      case dismiss
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child:
          state.seen.append(state.child?.count ?? -1)
        case .present:
          state.child = Child.State()
        case .dismiss:
          state.child = nil
        }
        return .none
      }
      .ifLet(\.child, action: /Action.child) {
        Child()
      }
    }
  }

  /// `ifLet` on presentation state.
  struct Presenter: Reducer {
    struct State: Equatable {
      @PresentationState var child: Child.State?
    }

    enum Action: Equatable {
      case child(PresentationAction<Child.Action>)
      case present
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .present = action {
          state.child = Child.State()
        }
        return .none
      }
      .ifLet(\.$child, action: /Action.child) {
        Child()
      }
    }
  }

  /// `forEach` on an identified array, with the element's id and action in a case of their own.
  struct List: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Child.State> = []
    }

    enum Action: Equatable {
      case row(id: Int, action: Child.Action)
      case remove(id: Int)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .remove(id) = action {
          state.rows.remove(id: id)
        }
        return .none
      }
      .forEach(\.rows, action: /Action.row(id:action:)) {
        Child()
      }
    }
  }

  /// `forEach` on a navigation stack.
  struct Stack: Reducer {
    struct State: Equatable {
      var path = StackState<Child.State>()
    }

    enum Action: Equatable {
      case path(StackAction<Child.State, Child.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .forEach(\.path, action: /Action.path) {
          Child()
        }
    }
  }

  /// `ifCaseLet` and `Scope` on an enum of states.
  struct Session: Reducer {
    enum State: Equatable {
      case loggedIn(Child.State)
      case loggedOut(Child.State)
    }

    enum Action: Equatable {
      case loggedIn(Child.Action)
      case loggedOut(Child.Action)
      case logOut
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .logOut = action {
          state = .loggedOut(Child.State())
        }
        return .none
      }
      .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) {
        Child()
      }
      Scope(state: /State.loggedOut, action: /Action.loggedOut) {
        Child()
      }
    }
  }

  /// `Scope` on a stored property.
  struct Profile: Reducer {
    struct State: Equatable {
      var child = Child.State()
    }

    enum Action: Equatable {
      case child(Child.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: /Action.child) {
        Child()
      }
    }
  }
}
