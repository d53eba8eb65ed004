import MacroTesting
import Testing

/// How `@Reducer` on a struct finds the reducer's domain: what it synthesizes, which builder it
/// puts on `body`, what it adds to nested `State` and `Action` enums.
@Suite(.macros(reducerMacros, indentationWidth: .spaces(2)))
struct ReducerMacroDomainTests {
  @Test func bodyNamingItsDomainGetsNoSynthesizedStateOrAction() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        var body: some Reducer<Int, Bool> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        @Composable.ReducerBuilder<Int, Bool>
        var body: some Reducer<Int, Bool> { EmptyReducer() }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func bodyOfAnotherFeaturesDomain() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        var body: some ReducerOf<Base> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        @Composable.ReducerBuilder<Base.State, Base.Action>
        var body: some ReducerOf<Base> { EmptyReducer() }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func nestedReducerUsesTheEnclosingDomain() {
    assertMacro {
      """
      @Reducer
      struct Parent {
        struct State {}
        enum Action {}
        var body: some Reducer<State, Action> { EmptyReducer() }

        @available(macOS, introduced: 9999)
        @Reducer
        struct Unavailable {
          var body: some Reducer<State, Action> { EmptyReducer() }
        }
      }
      """
    } expansion: {
      """
      struct Parent {
        struct State {}
        @CasePaths.CasePathable @Composable._FastCasePaths
        enum Action {}
        @Composable.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> { EmptyReducer() }

        @available(macOS, introduced: 9999)
        struct Unavailable {
          @Composable.ReducerBuilder<State, Action>
          var body: some Reducer<State, Action> { EmptyReducer() }
        }
      }

      @available(macOS, introduced: 9999)
      nonisolated extension Parent.Unavailable: Composable.Reducer {
      }

      nonisolated extension Parent: Composable.Reducer {
      }
      """
    }
  }

  @Test func storedBodyGetsNoSynthesizedStateOrAction() {
    assertMacro {
      """
      @Reducer
      struct Empty {
        let body = EmptyReducer<State, Action>()
      }
      """
    } expansion: {
      """
      struct Empty {
        let body = EmptyReducer<State, Action>()
      }

      nonisolated extension Empty: Composable.Reducer {
      }
      """
    }
  }

  @Test func reduceMethodGetsNoSynthesizedStateOrAction() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        func reduce(into state: inout Base.State, action: Base.Action) -> EffectOf<Base> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        func reduce(into state: inout Base.State, action: Base.Action) -> EffectOf<Base> {
          .none
        }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func typeAliasesGetASynthesizedBodyOnly() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        typealias State = Int
        typealias Action = Bool
      }
      """
    } expansion: {
      """
      struct Feature {
        typealias State = Int
        typealias Action = Bool

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

  @Test func bodyOfANamedTypeGetsNoBuilder() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: Reduce<State, Action> {
          Reduce { _, _ in .none }
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @Composable._FastCasePaths
        enum Action {}
        var body: Reduce<State, Action> {
          Reduce { _, _ in .none }
        }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func enumStateIsCasePathableWithDynamicMemberLookup() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum State {
          case loaded(Child.State)
          case loading
        }
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePaths.CasePathable @Composable._FastCasePaths @dynamicMemberLookup
        enum State {
          case loaded(Child.State)
          case loading
        }
        @CasePaths.CasePathable @Composable._FastCasePaths
        enum Action {}
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func attributesAlreadyWrittenAreNotRepeated() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        @CasePathable
        @dynamicMemberLookup
        enum State {}
        @CasePathable
        enum Action {}
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable
        @dynamicMemberLookup
        @Composable._FastCasePaths
        enum State {}
        @CasePathable
        @Composable._FastCasePaths
        enum Action {}
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func handWrittenCasePathableConformanceKeepsItsCasePaths() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum State: CasePathable {
          struct AllCasePaths {}
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action: CasePathable {
          struct AllCasePaths {}
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        @dynamicMemberLookup
        enum State: CasePathable {
          struct AllCasePaths {}
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action: CasePathable {
          struct AllCasePaths {}
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }

  @Test func availabilityCarriesOverToTheConformance() {
    assertMacro {
      """
      @available(iOS, unavailable)
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      @available(iOS, unavailable)
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @Composable._FastCasePaths
        enum Action {}
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      @available(iOS, unavailable)
      nonisolated extension Feature: Composable.Reducer {
      }
      """
    }
  }
}
