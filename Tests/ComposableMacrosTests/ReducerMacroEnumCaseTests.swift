import MacroTesting
import Testing

/// The shapes of enum reducer cases beyond `case name(Feature)`: default-valued reducers and
/// cases declared inside `#if` blocks.
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
          @Composable.ReducerBuilder<Self.State, Self.Action>
          var body: some Composable.Reducer<Self.State, Self.Action> {
            Composable.Scope(state: \Self.State.Cases.timeline, action: \Self.Action.Cases.timeline) {
              Timeline()
            }
            Composable.Scope(state: \Self.State.Cases.meeting, action: \Self.Action.Cases.meeting) {
              Meeting(context: .sheet)
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
          @Composable.ReducerBuilder<Self.State, Self.Action>
          var body: some Composable.Reducer<Self.State, Self.Action> {
            Composable.Scope(state: \Self.State.Cases.child, action: \Self.Action.Cases.child) {
              Child()
            }
            #if os(macOS)
              Composable.Scope(state: \Self.State.Cases.mac, action: \Self.Action.Cases.mac) {
                Mac()
              }
            #elseif os(iOS)
              Composable.Scope(state: \Self.State.Cases.phone, action: \Self.Action.Cases.phone) {
                Phone()
              }
            #else
              Composable.Scope(state: \Self.State.Cases.other, action: \Self.Action.Cases.other) {
                Other()
              }
            #endif
            #if DEBUG
              #if INNER
                Composable.Scope(state: \Self.State.Cases.inner, action: \Self.Action.Cases.inner) {
                  Inner()
                }
              #endif
            #endif
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
}
