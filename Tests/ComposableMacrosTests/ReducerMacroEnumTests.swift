import MacroTesting
import Testing

@Suite(.macros(reducerMacros, indentationWidth: .spaces(2)))
struct ReducerMacroEnumTests {
  @Test func enumOfReducers() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        case counter(Counter), settings(App.Settings)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        case counter(Counter), settings(App.Settings)

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Destination
          case detail(Detail.State)
          case counter(Counter.State)
          case settings(App.Settings.State)

          var detail: Detail.State? {
            if case let .detail(v0) = self {
              v0
            } else {
              nil
            }
          }
          var counter: Counter.State? {
            if case let .counter(v0) = self {
              v0
            } else {
              nil
            }
          }
          var settings: App.Settings.State? {
            if case let .settings(v0) = self {
              v0
            } else {
              nil
            }
          }

          static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
            visitor.visit(\Self?.?.detail, casePath: \Self.AllCasePaths.detail)
            visitor.visit(\Self?.?.counter, casePath: \Self.AllCasePaths.counter)
            visitor.visit(\Self?.?.settings, casePath: \Self.AllCasePaths.settings)
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
          case detail(Detail.Action)
          case counter(Counter.Action)
          case settings(App.Settings.Action)
        }

        struct Body: Composable.Reducer {
          typealias State = Destination.State
          typealias Action = Destination.Action
          private let _$detail = Composable._EnumCaseScope(Detail())
          private let _$counter = Composable._EnumCaseScope(Counter())
          private let _$settings = Composable._EnumCaseScope(App.Settings())
          func reduce(into state: inout Self.State, action: Self.Action) -> Composable.Effect<Self.Action> {
            switch action {
            case let .detail(action):
              return self._$detail.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .detail = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .detail(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.detail($0)
                },
                embedAction: Self.Action.detail
              )
            case let .counter(action):
              return self._$counter.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .counter = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .counter(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.counter($0)
                },
                embedAction: Self.Action.counter
              )
            case let .settings(action):
              return self._$settings.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .settings = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .settings(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.settings($0)
                },
                embedAction: Self.Action.settings
              )
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
          case detail(Composable.StoreOf<Detail>)
          case counter(Composable.StoreOf<Counter>)
          case settings(Composable.StoreOf<App.Settings>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
          case .settings:
            return .settings(store.scope(state: \.settings, action: \.settings)!)
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func publicEnumWithConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, .hashable, .sendable, .codable, action: .equatable, .sendable)
      public enum Destination {
        case detail(Detail)
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case detail(Detail)

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        public enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties, Equatable, Hashable, Sendable, Codable {
          public typealias StateReducer = Destination
          case detail(Detail.State)

          public var detail: Detail.State? {
            if case let .detail(v0) = self {
              v0
            } else {
              nil
            }
          }

          public static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
            visitor.visit(\Self?.?.detail, casePath: \Self.AllCasePaths.detail)
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Equatable, Sendable {
          case detail(Detail.Action)
        }

        public struct Body: Composable.Reducer {
          public typealias State = Destination.State
          public typealias Action = Destination.Action
          private let _$detail = Composable._EnumCaseScope(Detail())
          public func reduce(into state: inout Self.State, action: Self.Action) -> Composable.Effect<Self.Action> {
            switch action {
            case let .detail(action):
              return self._$detail.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .detail = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .detail(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.detail($0)
                },
                embedAction: Self.Action.detail
              )
            }
          }
        }

        public static var body: Body {
          Body()
        }

        public enum CaseScope {
          case detail(Composable.StoreOf<Detail>)
        }

        @MainActor
        public static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func emptyEnum() {
    assertMacro {
      """
      @Reducer
      enum Destination {
      }
      """
    } expansion: {
      """
      enum Destination {

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Destination

          static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
        }

        struct Body: Composable.Reducer {
          typealias State = Destination.State
          typealias Action = Destination.Action
          func reduce(into state: inout Self.State, action: Self.Action) -> Composable.Effect<Self.Action> {
            switch action {
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """
    }
  }

  @Test func unsupportedCasesAreDiagnosed() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        case list([Detail])
        case maybe(Detail?)
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        case list([Detail])
             ┬─────────────
             ╰─ 🛑 '@Reducer' enum case 'list' must hold exactly one reducer, like 'case list(ListFeature)'; mark it '@ReducerCaseIgnored' to hold a plain value
        case maybe(Detail?)
             ┬─────────────
             ╰─ 🛑 '@Reducer' enum case 'maybe' must hold exactly one reducer, like 'case maybe(MaybeFeature)'; mark it '@ReducerCaseIgnored' to hold a plain value
      }
      """
    }
  }

  @Test func unknownConformanceIsDiagnosed() {
    assertMacro {
      """
      @Reducer(state: .comparable)
      enum Destination {
        case detail(Detail)
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .comparable)
                      ┬──────────
                      ╰─ 🛑 unknown conformance '.comparable'; expected one of .codable, .decodable, .encodable, .equatable, .hashable, .sendable
      enum Destination {
        case detail(Detail)
      }
      """
    }
  }

  @Test func declaredStateAndActionAreKept() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }
        enum Action {
          case detail(Detail.Action)
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        @CasePaths.CasePathable @Composable._FastCasePaths @dynamicMemberLookup
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }
        @CasePaths.CasePathable @Composable._FastCasePaths
        enum Action {
          case detail(Detail.Action)
        }

        struct Body: Composable.Reducer {
          typealias State = Destination.State
          typealias Action = Destination.Action
          private let _$detail = Composable._EnumCaseScope(Detail())
          func reduce(into state: inout Self.State, action: Self.Action) -> Composable.Effect<Self.Action> {
            switch action {
            case let .detail(action):
              return self._$detail.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .detail = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .detail(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.detail($0)
                },
                embedAction: Self.Action.detail
              )
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
          case detail(Composable.StoreOf<Detail>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func declaredBodyIsKept() {
    assertMacro {
      #"""
      @Reducer
      enum Destination {
        case detail(Detail)
        static var body: some ReducerOf<Self> {
          Scope(state: \.detail, action: \.detail) { Detail() }
          Reduce { _, _ in .none }
        }
      }
      """#
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: some ReducerOf<Self> {
          Scope(state: \.detail, action: \.detail) { Detail() }
          Reduce { _, _ in .none }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Destination
          case detail(Detail.State)

          var detail: Detail.State? {
            if case let .detail(v0) = self {
              v0
            } else {
              nil
            }
          }

          static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
            visitor.visit(\Self?.?.detail, casePath: \Self.AllCasePaths.detail)
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
          case detail(Detail.Action)
        }

        enum CaseScope {
          case detail(Composable.StoreOf<Detail>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }
}
