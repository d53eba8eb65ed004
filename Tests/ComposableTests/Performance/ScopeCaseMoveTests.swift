import ConcurrencyExtras
import TestHelpers
import Testing

@testable import Composable

/// How `Scope` reaches a case of its parent's state enum: through the case's move (the payload
/// moved out and back in), never through the case path (copied out and back in), when the enum
/// provides one, as every enum `@Reducer` sees does.
@MainActor
@Suite struct ScopeCaseMoveTests {
  /// Counts how often each way into its case is used: a hand-written stand-in for what
  /// `@_FastCasePaths` generates, so that the uses can be counted.
  @CasePathable
  enum Screen: Equatable, _FastCasePathable {
    case counter(PresentedCounter.State)
    case other

    static let casePathApplications = LockIsolated(0)
    static let moves = LockIsolated(0)

    static func _$casePath<Value>(
      for keyPath: CaseKeyPath<Self, Value>
    ) -> AnyCasePath<Self, Value>? {
      guard keyPath == \Self.Cases.counter else { return nil }
      return AnyCasePath<Self, PresentedCounter.State>(
        embed: {
          Self.casePathApplications.withValue { $0 += 1 }
          return .counter($0)
        },
        extract: {
          Self.casePathApplications.withValue { $0 += 1 }
          guard case let .counter(value) = $0 else { return nil }
          return value
        }
      ) as? AnyCasePath<Self, Value>
    }

    static func _$caseMove<Value>(
      for keyPath: CaseKeyPath<Self, Value>
    ) -> _CaseMove<Self, Value>? {
      guard keyPath == \Self.Cases.counter else { return nil }
      return _CaseMove<Self, PresentedCounter.State>(
        isInCase: { if case .counter = $0 { true } else { false } },
        take: { (root: __owned Self) in
          Self.moves.withValue { $0 += 1 }
          guard case let .counter(value) = root else { return nil }
          return value
        },
        embed: Self.counter
      ) as? _CaseMove<Self, Value>
    }
  }

  @CasePathable
  enum Action: Equatable {
    case counter(PresentedCounter.Action)
  }

  @Test func aCaseOfAnEnumWithMovesIsReachedWithoutItsCasePath() {
    Screen.casePathApplications.setValue(0)
    Screen.moves.setValue(0)
    let store = Store(initialState: Screen.counter(PresentedCounter.State())) {
      Scope(state: \Screen.Cases.counter, action: \Action.Cases.counter) {
        PresentedCounter()
      }
    }
    store.send(.counter(.increment))
    store.send(.counter(.increment))
    store.send(.counter(.increment))
    #expect(store.withState { $0 } == .counter(PresentedCounter.State(count: 3)))
    #expect(Screen.moves.value == 3)
    #expect(Screen.casePathApplications.value == 0)
  }

  @Test func anActionForAnotherCaseIsReportedAndLeavesTheStateAsItIs() {
    Screen.moves.setValue(0)
    let store = Store(initialState: Screen.other) {
      Scope(state: \Screen.Cases.counter, action: \Action.Cases.counter) {
        PresentedCounter()
      }
    }
    withKnownIssue {
      store.send(.counter(.increment))
    }
    #expect(store.withState { $0 } == .other)
    #expect(Screen.moves.value == 0)
  }

  @Test func theEnumsThatReducerSeesMoveTheirCases() throws {
    let move = try #require(
      PresentedDestination.State._$caseMove(for: \PresentedDestination.State.Cases.counter))
    var state = PresentedDestination.State.counter(PresentedCounter.State(count: 1))
    let count = move.modify(&state) { child -> Int in
      child.count += 1
      return child.count
    }
    #expect(count == 2)
    #expect(state == .counter(PresentedCounter.State(count: 2)))
    var other = PresentedDestination.State.empty(EmptyFeature.State())
    #expect(move.modify(&other) { _ in 0 } == nil)
  }

  /// An enum holding a probe, for the move's own test.
  enum Probed {
    case probe(CopyProbe)
    case other
  }

  @Test func theMovedPayloadIsConsumedWhenItGoesBack() {
    let copies = LockIsolated(0)
    let move = _CaseMove<Probed, CopyProbe>(
      isInCase: { if case .probe = $0 { true } else { false } },
      take: { (root: __owned Probed) in
        guard case let .probe(probe) = root else { return nil }
        return probe
      },
      // Changes the probe on the way back: the box is shared, and the change counted, if the
      // move kept a copy of the payload it hands over.
      embed: { (probe: consuming CopyProbe) in
        probe.change()
        return .probe(probe)
      }
    )
    var probed = Probed.probe(CopyProbe(counter: copies))
    let changed: Void? = move.modify(&probed) { $0.change() }
    #expect(changed != nil)
    #expect(copies.value == 0)
    guard case let .probe(probe) = probed else {
      Issue.record("The move left the case")
      return
    }
    #expect(probe.changes == 2)
  }

  @Reducer
  struct EmptyFeature {
    @ObservableState
    struct State: Equatable {}
  }

  @Reducer(state: .equatable)
  enum PresentedDestination {
    case counter(PresentedCounter)
    case empty(EmptyFeature)
  }
}
