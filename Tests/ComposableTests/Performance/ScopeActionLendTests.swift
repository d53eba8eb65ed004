import ConcurrencyExtras
import Testing

@testable import Composable

/// How `Scope` hands the child's action to the child: lent from the parent's action by the case's
/// move (`_CaseMove.lend`, a `switch` whose binding is not copied in optimized code), never
/// extracted through the case path, whose `extract` returns a copy (every reference in the action
/// retained, then released after the child ran), when the action enum provides one, as every
/// enum `@Reducer` sees does.
///
/// Counted, not observed through reference counts: the tests run unoptimized, where a pattern's
/// binding is a copy either way.
@MainActor
@Suite struct ScopeActionLendTests {
  /// Counts how often each way into its case is used: a hand-written stand-in for what
  /// `@_FastCasePaths` generates, so that the uses can be counted.
  @CasePathable
  enum Action: Equatable, _FastCasePathable {
    case counter(PresentedCounter.Action)
    case other

    static let extractions = LockIsolated(0)
    static let lends = LockIsolated(0)

    static func _$casePath<Value>(
      for keyPath: CaseKeyPath<Self, Value>
    ) -> AnyCasePath<Self, Value>? {
      guard keyPath == \Self.Cases.counter else { return nil }
      return AnyCasePath<Self, PresentedCounter.Action>(
        embed: Self.counter,
        extract: {
          Self.extractions.withValue { $0 += 1 }
          guard case let .counter(value) = $0 else { return nil }
          return value
        }
      ) as? AnyCasePath<Self, Value>
    }

    static func _$caseMove<Value>(
      for keyPath: CaseKeyPath<Self, Value>
    ) -> _CaseMove<Self, Value>? {
      guard keyPath == \Self.Cases.counter else { return nil }
      return _CaseMove<Self, PresentedCounter.Action>(
        isInCase: { if case .counter = $0 { true } else { false } },
        take: { (root: __owned Self) in
          guard case let .counter(value) = root else { return nil }
          return value
        },
        embed: Self.counter,
        lend: { (root: Self, body: (PresentedCounter.Action) -> Void) in
          Self.lends.withValue { $0 += 1 }
          switch root {
          case let .counter(value):
            body(value)
            return true
          case _: return false
          }
        }
      ) as? _CaseMove<Self, Value>
    }
  }

  @Test func theChildsActionIsLentNotExtracted() {
    Action.extractions.setValue(0)
    Action.lends.setValue(0)
    let store = Store(initialState: PresentedCounter.State()) {
      Scope(state: \PresentedCounter.State.self, action: \Action.Cases.counter) {
        PresentedCounter()
      }
    }
    store.send(.counter(.increment))
    store.send(.counter(.increment))
    store.send(.other)
    #expect(store.withState(\.count) == 2)
    #expect(Action.lends.value == 3)
    #expect(Action.extractions.value == 0)
  }

  /// An action enum that is case-pathable only.
  @CasePathable
  enum Plain: Equatable {
    case counter(PresentedCounter.Action)
    case other
  }

  @Test func anEnumWithoutMovesLendsThroughItsCasePath() {
    let store = Store(initialState: PresentedCounter.State()) {
      Scope(state: \PresentedCounter.State.self, action: \Plain.Cases.counter) {
        PresentedCounter()
      }
    }
    store.send(.counter(.increment))
    store.send(.other)
    #expect(store.withState(\.count) == 1)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Screen {
    case counter(PresentedCounter)
    case spare(PresentedCounter)
  }

  /// The move `@Reducer` generates lends the payload of its case, and nothing for another case.
  @Test func theGeneratedMoveLendsItsCasesPayload() throws {
    let move = try #require(CasePathCache.caseMove(\Screen.Action.Cases.counter))
    var lent: [PresentedCounter.Action] = []
    #expect(move.lend(.counter(.increment)) { lent.append($0) })
    #expect(lent == [.increment])
    #expect(!move.lend(.spare(.increment)) { lent.append($0) })
    #expect(lent == [.increment])
  }
}
