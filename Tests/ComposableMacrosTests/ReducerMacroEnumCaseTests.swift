import MacroTesting
import Testing

/// The shapes of enum reducer cases beyond `case name(Feature)`: default-valued reducers, cases
/// declared inside `#if` blocks, and case names that the generated `Body` must keep apart from
/// its own.
@Suite(.macros(reducerMacros, indentationWidth: .spaces(2)))
struct ReducerMacroEnumCaseTests {
  @Test func defaultValueMakesTheReducer() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case timeline(Timeline)
        case meeting(Meeting = Meeting(context: .sheet))
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case timeline(Timeline)
        case meeting(Meeting = Meeting(context: .sheet))

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Destination
          case timeline(Timeline.State)
          case meeting(Meeting.State)

          var timeline: Timeline.State? {
            if case let .timeline(v0) = self {
              v0
            } else {
              nil
            }
          }
          var meeting: Meeting.State? {
            if case let .meeting(v0) = self {
              v0
            } else {
              nil
            }
          }

          static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
            visitor.visit(\Self?.?.timeline, casePath: \Self.AllCasePaths.timeline)
            visitor.visit(\Self?.?.meeting, casePath: \Self.AllCasePaths.meeting)
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
          case timeline(Timeline.Action)
          case meeting(Meeting.Action)
        }

        struct Body: Composable.Reducer {
          typealias State = Destination.State
          typealias Action = Destination.Action
          private let _$timeline = Composable._EnumCaseScope(Timeline())
          private let _$meeting = Composable._EnumCaseScope(Meeting(context: .sheet))
          func reduce(into state: inout Self.State, action: Self.Action) -> Composable.Effect<Self.Action> {
            switch action {
            case let .timeline(action):
              return self._$timeline.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .timeline = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .timeline(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.timeline($0)
                },
                embedAction: Self.Action.timeline
              )
            case let .meeting(action):
              return self._$meeting.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .meeting = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .meeting(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.meeting($0)
                },
                embedAction: Self.Action.meeting
              )
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
          case timeline(Composable.StoreOf<Timeline>)
          case meeting(Composable.StoreOf<Meeting>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .timeline:
            return .timeline(store.scope(state: \.timeline, action: \.timeline)!)
          case .meeting:
            return .meeting(store.scope(state: \.meeting, action: \.meeting)!)
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func casesInsideIfConfigStayInsideIt() {
    assertMacro {
      """
      @Reducer
      enum Feature {
        case child(Child)

        #if os(macOS)
          case mac(Mac)
        #elseif os(iOS)
          case phone(Phone)
        #else
          case other(Other)
        #endif

        #if DEBUG
          #if INNER
            case inner(Inner)
          #endif
        #endif

        #if canImport(UIKit)
          func helper() {}
        #endif
      }
      """
    } expansion: {
      #"""
      enum Feature {
        case child(Child)

        #if os(macOS)
          case mac(Mac)
        #elseif os(iOS)
          case phone(Phone)
        #else
          case other(Other)
        #endif

        #if DEBUG
          #if INNER
            case inner(Inner)
          #endif
        #endif

        #if canImport(UIKit)
          func helper() {}
        #endif

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Feature
          case child(Child.State)
          #if os(macOS)
            case mac(Mac.State)
          #elseif os(iOS)
            case phone(Phone.State)
          #else
            case other(Other.State)
          #endif
          #if DEBUG
            #if INNER
              case inner(Inner.State)
            #endif
          #endif

          var child: Child.State? {
            if case let .child(v0) = self {
              v0
            } else {
              nil
            }
          }
          #if os(macOS)
            var mac: Mac.State? {
              if case let .mac(v0) = self {
                v0
              } else {
                nil
              }
            }
          #elseif os(iOS)
            var phone: Phone.State? {
              if case let .phone(v0) = self {
                v0
              } else {
                nil
              }
            }
          #else
            var other: Other.State? {
              if case let .other(v0) = self {
                v0
              } else {
                nil
              }
            }
          #endif
          #if DEBUG
            #if INNER
              var inner: Inner.State? {
                if case let .inner(v0) = self {
                  v0
                } else {
                  nil
                }
              }
            #endif
          #endif

          static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
            visitor.visit(\Self?.?.child, casePath: \Self.AllCasePaths.child)
            #if os(macOS)
              visitor.visit(\Self?.?.mac, casePath: \Self.AllCasePaths.mac)
            #elseif os(iOS)
              visitor.visit(\Self?.?.phone, casePath: \Self.AllCasePaths.phone)
            #else
              visitor.visit(\Self?.?.other, casePath: \Self.AllCasePaths.other)
            #endif
            #if DEBUG
              #if INNER
                visitor.visit(\Self?.?.inner, casePath: \Self.AllCasePaths.inner)
              #endif
            #endif
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
          case child(Child.Action)
          #if os(macOS)
            case mac(Mac.Action)
          #elseif os(iOS)
            case phone(Phone.Action)
          #else
            case other(Other.Action)
          #endif
          #if DEBUG
            #if INNER
              case inner(Inner.Action)
            #endif
          #endif
        }

        struct Body: Composable.Reducer {
          typealias State = Feature.State
          typealias Action = Feature.Action
          private let _$child = Composable._EnumCaseScope(Child())
          #if os(macOS)
            private let _$mac = Composable._EnumCaseScope(Mac())
          #elseif os(iOS)
            private let _$phone = Composable._EnumCaseScope(Phone())
          #else
            private let _$other = Composable._EnumCaseScope(Other())
          #endif
          #if DEBUG
            #if INNER
              private let _$inner = Composable._EnumCaseScope(Inner())
            #endif
          #endif
          func reduce(into state: inout Self.State, action: Self.Action) -> Composable.Effect<Self.Action> {
            switch action {
            case let .child(action):
              return self._$child.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .child = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .child(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.child($0)
                },
                embedAction: Self.Action.child
              )
            #if os(macOS)
              case let .mac(action):
                return self._$mac.reduce(
                  into: &state,
                  action: action,
                  isInCase: {
                    if case .mac = $0 {
                      return true
                    } else {
                      return false
                    }
                  },
                  take: {
                    if case let .mac(v0) = $0 {
                      return v0
                    } else {
                      return nil
                    }
                  },
                  embed: {
                    Self.State.mac($0)
                  },
                  embedAction: Self.Action.mac
                )
            #elseif os(iOS)
              case let .phone(action):
                return self._$phone.reduce(
                  into: &state,
                  action: action,
                  isInCase: {
                    if case .phone = $0 {
                      return true
                    } else {
                      return false
                    }
                  },
                  take: {
                    if case let .phone(v0) = $0 {
                      return v0
                    } else {
                      return nil
                    }
                  },
                  embed: {
                    Self.State.phone($0)
                  },
                  embedAction: Self.Action.phone
                )
            #else
              case let .other(action):
                return self._$other.reduce(
                  into: &state,
                  action: action,
                  isInCase: {
                    if case .other = $0 {
                      return true
                    } else {
                      return false
                    }
                  },
                  take: {
                    if case let .other(v0) = $0 {
                      return v0
                    } else {
                      return nil
                    }
                  },
                  embed: {
                    Self.State.other($0)
                  },
                  embedAction: Self.Action.other
                )
            #endif
            #if DEBUG
              #if INNER
                case let .inner(action):
                  return self._$inner.reduce(
                    into: &state,
                    action: action,
                    isInCase: {
                      if case .inner = $0 {
                        return true
                      } else {
                        return false
                      }
                    },
                    take: {
                      if case let .inner(v0) = $0 {
                        return v0
                      } else {
                        return nil
                      }
                    },
                    embed: {
                      Self.State.inner($0)
                    },
                    embedAction: Self.Action.inner
                  )
              #endif
            #endif
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
          case child(Composable.StoreOf<Child>)
          #if os(macOS)
            case mac(Composable.StoreOf<Mac>)
          #elseif os(iOS)
            case phone(Composable.StoreOf<Phone>)
          #else
            case other(Composable.StoreOf<Other>)
          #endif
          #if DEBUG
            #if INNER
              case inner(Composable.StoreOf<Inner>)
            #endif
          #endif
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .child:
            return .child(store.scope(state: \.child, action: \.child)!)
          #if os(macOS)
            case .mac:
              return .mac(store.scope(state: \.mac, action: \.mac)!)
          #elseif os(iOS)
            case .phone:
              return .phone(store.scope(state: \.phone, action: \.phone)!)
          #else
            case .other:
              return .other(store.scope(state: \.other, action: \.other)!)
          #endif
          #if DEBUG
            #if INNER
              case .inner:
                return .inner(store.scope(state: \.inner, action: \.inner)!)
            #endif
          #endif
          }
        }
      }

      nonisolated extension Feature: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func blocksWithoutReducerCasesAddNoScopes() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        #if os(iOS)
          case alert(AlertState<Alert>)
        #else
          case sheet(Sheet)
        #endif
        #if DEBUG
          case dialog(ConfirmationDialogState<Dialog>)
        #endif
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        #if os(iOS)
          case alert(AlertState<Alert>)
        #else
          case sheet(Sheet)
        #endif
        #if DEBUG
          case dialog(ConfirmationDialogState<Dialog>)
        #endif

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Destination
          case detail(Detail.State)
          #if os(iOS)
            case alert(AlertState<Alert>)
          #else
            case sheet(Sheet.State)
          #endif
          #if DEBUG
            case dialog(ConfirmationDialogState<Dialog>)
          #endif

          var detail: Detail.State? {
            if case let .detail(v0) = self {
              v0
            } else {
              nil
            }
          }
          #if os(iOS)
            var alert: AlertState<Alert>? {
              if case let .alert(v0) = self {
                v0
              } else {
                nil
              }
            }
          #else
            var sheet: Sheet.State? {
              if case let .sheet(v0) = self {
                v0
              } else {
                nil
              }
            }
          #endif
          #if DEBUG
            var dialog: ConfirmationDialogState<Dialog>? {
              if case let .dialog(v0) = self {
                v0
              } else {
                nil
              }
            }
          #endif

          static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
            visitor.visit(\Self?.?.detail, casePath: \Self.AllCasePaths.detail)
            #if os(iOS)
              visitor.visit(\Self?.?.alert, casePath: \Self.AllCasePaths.alert)
            #else
              visitor.visit(\Self?.?.sheet, casePath: \Self.AllCasePaths.sheet)
            #endif
            #if DEBUG
              visitor.visit(\Self?.?.dialog, casePath: \Self.AllCasePaths.dialog)
            #endif
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
          case detail(Detail.Action)
          #if os(iOS)
            case alert(Alert)
          #else
            case sheet(Sheet.Action)
          #endif
          #if DEBUG
            case dialog(Dialog)
          #endif
        }

        struct Body: Composable.Reducer {
          typealias State = Destination.State
          typealias Action = Destination.Action
          private let _$detail = Composable._EnumCaseScope(Detail())
          #if os(iOS)
          #else
            private let _$sheet = Composable._EnumCaseScope(Sheet())
          #endif
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
            #if os(iOS)
              case .alert:
                return .none
            #else
              case let .sheet(action):
                return self._$sheet.reduce(
                  into: &state,
                  action: action,
                  isInCase: {
                    if case .sheet = $0 {
                      return true
                    } else {
                      return false
                    }
                  },
                  take: {
                    if case let .sheet(v0) = $0 {
                      return v0
                    } else {
                      return nil
                    }
                  },
                  embed: {
                    Self.State.sheet($0)
                  },
                  embedAction: Self.Action.sheet
                )
            #endif
            #if DEBUG
              case .dialog:
                return .none
            #endif
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
          case detail(Composable.StoreOf<Detail>)
          #if os(iOS)
            case alert(AlertState<Alert>)
          #else
            case sheet(Composable.StoreOf<Sheet>)
          #endif
          #if DEBUG
            case dialog(ConfirmationDialogState<Dialog>)
          #endif
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          #if os(iOS)
            case let .alert(v0):
              return .alert(v0)
          #else
            case .sheet:
              return .sheet(store.scope(state: \.sheet, action: \.sheet)!)
          #endif
          #if DEBUG
            case let .dialog(v0):
              return .dialog(v0)
          #endif
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func caseNamesStayApartFromTheBodysNames() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case state(Feature)
        case action(Feature)
        case `default`(Feature)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case state(Feature)
        case action(Feature)
        case `default`(Feature)

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Composable.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable, Composable._CaseProperties {
          typealias StateReducer = Destination
          case state(Feature.State)
          case action(Feature.State)
          case `default`(Feature.State)

          var state: Feature.State? {
            if case let .state(v0) = self {
              v0
            } else {
              nil
            }
          }
          var action: Feature.State? {
            if case let .action(v0) = self {
              v0
            } else {
              nil
            }
          }
          var `default`: Feature.State? {
            if case let .`default`(v0) = self {
              v0
            } else {
              nil
            }
          }

          static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
            _ visitor: inout _$Visitor
          ) {
            visitor.visit(\Self?.?.state, casePath: \Self.AllCasePaths.state)
            visitor.visit(\Self?.?.action, casePath: \Self.AllCasePaths.action)
            visitor.visit(\Self?.?.`default`, casePath: \Self.AllCasePaths.`default`)
          }
        }

        @CasePaths.CasePathable
        @Composable._FastCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Composable._FastCasePathable {
          case state(Feature.Action)
          case action(Feature.Action)
          case `default`(Feature.Action)
        }

        struct Body: Composable.Reducer {
          typealias State = Destination.State
          typealias Action = Destination.Action
          private let _$state = Composable._EnumCaseScope(Feature())
          private let _$action = Composable._EnumCaseScope(Feature())
          private let _$default = Composable._EnumCaseScope(Feature())
          func reduce(into state: inout Self.State, action: Self.Action) -> Composable.Effect<Self.Action> {
            switch action {
            case let .state(action):
              return self._$state.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .state = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .state(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.state($0)
                },
                embedAction: Self.Action.state
              )
            case let .action(action):
              return self._$action.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .action = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .action(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.action($0)
                },
                embedAction: Self.Action.action
              )
            case let .`default`(action):
              return self._$default.reduce(
                into: &state,
                action: action,
                isInCase: {
                  if case .`default` = $0 {
                    return true
                  } else {
                    return false
                  }
                },
                take: {
                  if case let .`default`(v0) = $0 {
                    return v0
                  } else {
                    return nil
                  }
                },
                embed: {
                  Self.State.`default`($0)
                },
                embedAction: Self.Action.`default`
              )
            }
          }
        }

        static var body: Body {
          Body()
        }

        enum CaseScope {
          case state(Composable.StoreOf<Feature>)
          case action(Composable.StoreOf<Feature>)
          case `default`(Composable.StoreOf<Feature>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .state:
            return .state(store.scope(state: \.state, action: \.state)!)
          case .action:
            return .action(store.scope(state: \.action, action: \.action)!)
          case .`default`:
            return .`default`(store.scope(state: \.`default`, action: \.`default`)!)
          }
        }
      }

      nonisolated extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }
}
