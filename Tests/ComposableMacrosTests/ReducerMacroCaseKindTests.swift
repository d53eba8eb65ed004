import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@Reducer` enums with cases that hold no reducer: alerts and dialogs (ephemeral) and plain
/// values (ignored), implied or marked.
@Suite(.macros(reducerMacros, indentationWidth: .spaces(2)))
struct ReducerMacroCaseKindTests {
  @Test func alertAndDialogCasesAreEphemeral() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        case alert(AlertState<Alert>)
        case dialog(Composable.ConfirmationDialogState<Dialog>)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        @Composable.ReducerCaseEphemeral
        case alert(AlertState<Alert>)
        @Composable.ReducerCaseEphemeral
        case dialog(Composable.ConfirmationDialogState<Dialog>)

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Destination
          case detail(Detail.State)
          case alert(AlertState<Alert>)
          case dialog(Composable.ConfirmationDialogState<Dialog>)

          var detail: Detail.State? {
            if case let .detail(v0) = self {
              v0
            } else {
              nil
            }
          }
          var alert: AlertState<Alert>? {
            if case let .alert(v0) = self {
              v0
            } else {
              nil
            }
          }
          var dialog: Composable.ConfirmationDialogState<Dialog>? {
            if case let .dialog(v0) = self {
              v0
            } else {
              nil
            }
          }

          static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
            visitor.visit(\Self?.?.detail, casePath: \Self.AllCasePaths.detail)
            visitor.visit(\Self?.?.alert, casePath: \Self.AllCasePaths.alert)
            visitor.visit(\Self?.?.dialog, casePath: \Self.AllCasePaths.dialog)
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
          case detail(Detail.Action)
          case alert(Alert)
          case dialog(Dialog)
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
            case .alert:
              return .none
            case .dialog:
              return .none
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
          case detail(Composable.StoreOf<Detail>)
          case alert(AlertState<Alert>)
          case dialog(Composable.ConfirmationDialogState<Dialog>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case let .alert(v0):
            return .alert(v0)
          case let .dialog(v0):
            return .dialog(v0)
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func casesWithoutOneValueAreIgnored() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        case empty
        case meeting(Meeting, syncUp: SyncUp)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        @Composable.ReducerCaseIgnored
        case empty
        @Composable.ReducerCaseIgnored
        case meeting(Meeting, syncUp: SyncUp)

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Destination
          case detail(Detail.State)
          case empty
          case meeting(Meeting, syncUp: SyncUp)

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
          case empty(Swift.Never)
          case meeting(Swift.Never)
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
            case .empty:
              return .none
            case .meeting:
              return .none
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
          case detail(Composable.StoreOf<Detail>)
          case empty
          case meeting(Meeting, syncUp: SyncUp)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case .empty:
            return .empty
          case let .meeting(v0, v1):
            return .meeting(v0, syncUp: v1)
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func markedCases() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        @ReducerCaseEphemeral
        case toast(ToastState<Toast>)
        @ReducerCaseIgnored
        case share(URL)
        @ReducerCaseIgnored
        case other(Detail)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        @ReducerCaseEphemeral
        case toast(ToastState<Toast>)
        @ReducerCaseIgnored
        case share(URL)
        @ReducerCaseIgnored
        case other(Detail)

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Destination
          case toast(ToastState<Toast>)
          case share(URL)
          case other(Detail)

          var toast: ToastState<Toast>? {
            if case let .toast(v0) = self {
              v0
            } else {
              nil
            }
          }

          static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
            visitor.visit(\Self?.?.toast, casePath: \Self.AllCasePaths.toast)
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
          case toast(ToastState<Toast>.Action)
          case share(Swift.Never)
          case other(Swift.Never)
        }

        struct Body: Composable.Reducer {
          typealias State = Destination.State
          typealias Action = Destination.Action
          func reduce(into state: inout Self.State, action: Self.Action) -> Composable.Effect<Self.Action> {
            switch action {
            case .toast:
              return .none
            case .share:
              return .none
            case .other:
              return .none
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
          case toast(ToastState<Toast>)
          case share(URL)
          case other(Detail)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .toast(v0):
            return .toast(v0)
          case let .share(v0):
            return .share(v0)
          case let .other(v0):
            return .other(v0)
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func onlyEphemeralCasesMakeABodyThatRunsNoReducer() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case alert(AlertState<Never>)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        @Composable.ReducerCaseEphemeral
        case alert(AlertState<Never>)

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Destination
          case alert(AlertState<Never>)

          var alert: AlertState<Never>? {
            if case let .alert(v0) = self {
              v0
            } else {
              nil
            }
          }

          static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
            visitor.visit(\Self?.?.alert, casePath: \Self.AllCasePaths.alert)
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
          case alert(Never)
        }

        struct Body: Composable.Reducer {
          typealias State = Destination.State
          typealias Action = Destination.Action
          func reduce(into state: inout Self.State, action: Self.Action) -> Composable.Effect<Self.Action> {
            switch action {
            case .alert:
              return .none
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
          case alert(AlertState<Never>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .alert(v0):
            return .alert(v0)
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func markersOutsideEnumCasesAreDiagnosed() {
    assertMacro(
      [
        "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseMarkerMacro.self),
        "ReducerCaseIgnored": MacroSpec(type: ReducerCaseMarkerMacro.self),
      ]
    ) {
      """
      enum Destination {
        @ReducerCaseIgnored
        case note(String)
        @ReducerCaseEphemeral
        var alert: Int { 0 }
      }
      """
    } diagnostics: {
      """
      enum Destination {
        @ReducerCaseIgnored
        case note(String)
        @ReducerCaseEphemeral
        ┬────────────────────
        ╰─ 🛑 '@ReducerCaseEphemeral' applies to a case of a '@Reducer' enum
        var alert: Int { 0 }
      }
      """
    }
  }
}
