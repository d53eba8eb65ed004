import MacroTesting
import Testing

@Suite(.macros(reducerMacros, indentationWidth: .spaces(2)))
struct ReducerMacroTests {
  @Test func emptyStruct() {
    assertMacro {
      """
      @Reducer
      struct Feature {
      }
      """
    } expansion: {
      """
      struct Feature {

        @Composable.ObservableState
        struct State: Codable, Equatable, Hashable, Sendable {
          init() {
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: Equatable, Hashable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some Composable.ReducerOf<Self> {
          Composable.EmptyReducer()
        }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func publicEmptyStruct() {
    assertMacro {
      """
      @Reducer
      public struct Feature {
      }
      """
    } expansion: {
      """
      public struct Feature {

        @Composable.ObservableState
        public struct State: Codable, Equatable, Hashable, Sendable {
          public init() {
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        public enum Action: Equatable, Hashable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        public var body: some Composable.ReducerOf<Self> {
          Composable.EmptyReducer()
        }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func structWithStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        @ObservableState
        struct State {
          var count = 0
        }
        enum Action {
          case increment
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.count += 1
            return .none
          }
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @ObservableState
        struct State {
          var count = 0
        }
        @CasePaths.CasePathable @Composable._FastCasePaths
        enum Action {
          case increment
        }
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.count += 1
            return .none
          }
        }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func structWithReduceFunction() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        @CasePathable
        enum Action {
          case tap
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable
        @Composable._FastCasePaths
        enum Action {
          case tap
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func structWithTypeAliases() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        typealias State = Int
        typealias Action = Bool
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        typealias State = Int
        typealias Action = Bool
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func structAlreadyConforming() {
    assertMacro(["Reducer": MacroSpecs.reducerWithoutConformances]) {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature: Reducer {
        struct State {}
        @CasePaths.CasePathable @Composable._FastCasePaths
        enum Action {}
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    }
  }

  @Test func classIsDiagnosed() {
    assertMacro {
      """
      @Reducer
      class Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum, not a class
      class Feature {
      }
      """
    }
  }

  @Test func actorIsDiagnosed() {
    assertMacro {
      """
      @Reducer
      actor Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum, not an actor
      actor Feature {
      }
      """
    }
  }

  @Test func conformanceArgumentsOnStructAreDiagnosed() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
      ┬──────────────────────────
      ╰─ 🛑 '@Reducer' takes conformance arguments only on an enum; on a struct, declare 'State' and 'Action' with the conformances they need
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    }
  }
}
