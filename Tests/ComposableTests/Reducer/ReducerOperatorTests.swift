import Composable
import Foundation
import Testing

@MainActor
@Suite struct ReducerOperatorTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    @CasePathable enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var optional: Counter.State?
      var mode = Mode.one(Counter.State())
      var log: [String] = []
    }
    @CasePathable @dynamicMemberLookup
    enum Mode: Equatable {
      case one(Counter.State)
      case two(Counter.State)
    }
    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
      case optional(Counter.Action)
      case one(Counter.Action)
      case two(Counter.Action)
      case switchMode
    }
    var flag = true

    struct ModeFeature: Reducer {
      typealias State = Mode
      typealias Action = Parent.Action
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .switchMode = action { state = .two(Counter.State()) }
          return .none
        }
        .ifCaseLet(\.one, action: \.one) { Counter() }
      }
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Reduce { state, action in
        switch action {
        case .counter:
          state.log.append("parent saw \(state.counter.count)")
        case .optional:
          state.log.append("parent saw optional \(state.optional?.count ?? -1)")
        case .one, .two, .switchMode:
          break
        }
        return .none
      }
      .ifLet(\.optional, action: \.optional) { Counter() }
      Scope(state: \.mode, action: \.self) { ModeFeature() }
      if flag {
        Reduce { state, _ in
          state.log.append("flag")
          return .none
        }
      } else {
        EmptyReducer()
      }
    }
  }

  @Test func scopeRunsTheChildBeforeLaterReducers() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.counter(.increment))
    #expect(store.counter.count == 1)
    #expect(store.log == ["parent saw 1", "flag"])
  }

  @Test func ifLetRunsTheChildFirstAndReportsNil() {
    let store = Store(initialState: Parent.State(optional: Counter.State())) { Parent() }
    store.send(.optional(.increment))
    #expect(store.log == ["parent saw optional 1", "flag"])
    let empty = Store(initialState: Parent.State()) { Parent() }
    withKnownIssue {
      empty.send(.optional(.increment))
    } matching: { issue in
      issue.description.contains("An \"ifLet\" at \"ComposableTests/ReducerOperatorTests.swift:")
        && issue.description.contains("received a child action when child state was \"nil\"")
        && issue.description.contains("Parent.Action.optional(.increment)")
    }
  }

  @Test func ifCaseLetReportsAnotherCase() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.one(.increment))
    #expect(store.mode == .one(Counter.State(count: 1)))
    store.send(.switchMode)
    withKnownIssue {
      store.send(.one(.increment))
    } matching: { issue in
      issue.description.contains("An \"ifCaseLet\" at")
        && issue.description.contains("different case")
    }
    #expect(store.mode == .two(Counter.State()))
  }

  @Test func builderIfElseChoosesABranch() {
    let store = Store(initialState: Parent.State()) { Parent(flag: false) }
    store.send(.switchMode)
    #expect(store.log == [])
  }

  @Test func forEachReportsAMissingRow() {
    let store = Store(initialState: RowList.State(rows: [Row.State(id: 1)])) { RowList() }
    store.send(.rows(.element(id: 1, action: .tick)))
    #expect(store.rows[id: 1]?.ticks == 1)
    withKnownIssue {
      store.send(.rows(.element(id: 7, action: .tick)))
    } matching: { issue in
      issue.description.contains("A \"forEach\" at")
        && issue.description.contains("received an action for a missing element")
        && issue.description.contains("RowList.Action.rows(.element(id:, action: .tick))")
    }
  }

  @Test func onChangeRunsOnlyWhenTheValueChanges() {
    struct Feature: Reducer {
      struct State: Equatable {
        var value = 0
        var changes: [String] = []
      }
      enum Action: Equatable { case set(Int) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case let .set(value) = action { state.value = value }
          return .none
        }
        .onChange(of: \.value) { old, new in
          Reduce { state, _ in
            state.changes.append("\(old)→\(new)")
            return .none
          }
        }
      }
    }
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.set(1))
    store.send(.set(1))
    store.send(.set(3))
    #expect(store.changes == ["0→1", "1→3"])
  }

  @Test func printChangesWritesADiff() {
    let output = LockIsolated("")
    let queue = DispatchQueue(label: "printChangesWritesADiff")
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(.customDump(queue: queue) { text in output.withValue { $0 += text } })
    }
    store.send(.increment)
    queue.sync {}
    #expect(output.value.contains("received action:"))
    #expect(output.value.contains("Counter.Action.increment"))
    #expect(output.value.contains("- ReducerOperatorTests.Counter.State(count: 0)"))
    #expect(output.value.contains("+ ReducerOperatorTests.Counter.State(count: 1)"))
  }

  @Test func combineReducersAndEmptyReducer() {
    let store = Store(initialState: Counter.State()) {
      CombineReducers {
        Counter()
        EmptyReducer()
        Counter()
      }
    }
    store.send(.increment)
    #expect(store.count == 2)
  }

  @Test func transformDependencyChangesTheReducersDependency() {
    struct Feature: Reducer {
      struct State: Equatable { var id: UUID? }
      enum Action: Equatable { case make }
      @Dependency(\.uuid) var uuid
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.id = uuid()
        return .none
      }
    }
    let store = Store(initialState: Feature.State()) {
      Feature()
        .transformDependency(\.uuid) { uuid in
          let base = uuid
          uuid = UUIDGenerator { base() == UUID(7) ? UUID(8) : UUID(0) }
        }
    } withDependencies: {
      $0.uuid = .constant(UUID(7))
    }
    store.send(.make)
    #expect(store.id == UUID(8))

    let innermostWins = Store(initialState: Feature.State()) {
      Feature()
        .dependency(\.uuid, .constant(UUID(1)))
        .dependency(\.uuid, .constant(UUID(2)))
    }
    innermostWins.send(.make)
    #expect(innermostWins.id == UUID(1))
  }
}
