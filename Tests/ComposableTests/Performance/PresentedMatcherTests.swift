import ConcurrencyExtras
import Testing

@testable import Composable

/// How `ifLet(\.$destination, action: \.destination)` tells its child's actions from the
/// parent's: through the matcher of the case (`.destination(.presented(let action))` in one
/// pattern), never through the case path, which copies the `PresentationAction` out first, when
/// the action enum provides one, as every enum `@Reducer` sees does.
@MainActor
@Suite struct PresentedMatcherTests {
  /// Counts how often each way into the case is used: a hand-written stand-in for what
  /// `@_FastCasePaths` generates, so that the uses can be counted.
  @CasePathable
  enum Action: Equatable, _FastCasePathable {
    case destination(PresentationAction<PresentedCounter.Action>)
    case tap

    static let casePathExtractions = LockIsolated(0)
    static let matches = LockIsolated(0)

    static func _$casePath<Value>(
      for keyPath: CaseKeyPath<Self, Value>
    ) -> AnyCasePath<Self, Value>? {
      guard keyPath == \Self.Cases.destination else { return nil }
      return AnyCasePath<Self, PresentationAction<PresentedCounter.Action>>(
        embed: Self.destination,
        extract: {
          Self.casePathExtractions.withValue { $0 += 1 }
          guard case let .destination(value) = $0 else { return nil }
          return value
        }
      ) as? AnyCasePath<Self, Value>
    }

    static func _$presentedMatcher<Child>(
      for keyPath: CaseKeyPath<Self, PresentationAction<Child>>
    ) -> _PresentedMatcher<Self, Child>? {
      guard keyPath == \Self.Cases.destination else { return nil }
      return _PresentedMatcher<Self, PresentedCounter.Action> { root in
        Self.matches.withValue { $0 += 1 }
        if case let .destination(.presented(action)) = root { return .presented(action) }
        if case .destination(.dismiss) = root { return .dismiss }
        return .other
      } as? _PresentedMatcher<Self, Child>
    }
  }

  struct Feature: Reducer {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: PresentedCounter.State?
      var taps = 0
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .tap = action { state.taps += 1 }
        return .none
      }
      .ifLet(\.$destination, action: \.destination) { PresentedCounter() }
    }
  }

  @Test func theChildsActionsAreMatchedWithoutTheCasePath() {
    Action.casePathExtractions.setValue(0)
    Action.matches.setValue(0)
    let store = Store(initialState: Feature.State(destination: PresentedCounter.State())) {
      Feature()
    }
    store.send(.destination(.presented(.increment)))
    store.send(.destination(.presented(.increment)))
    store.send(.tap)
    #expect(store.withState { $0.destination } == PresentedCounter.State(count: 2))
    #expect(store.withState { $0.taps } == 1)
    store.send(.destination(.dismiss))
    #expect(store.withState { $0.destination } == nil)
    #expect(Action.matches.value == 4)
    #expect(Action.casePathExtractions.value == 0)
  }

  /// The matcher `@Reducer` generates sees each of the three kinds of action.
  @Test func theGeneratedMatcherTellsTheThreeKindsApart() throws {
    let matcher = try #require(
      Generated.Action._$presentedMatcher(for: \Generated.Action.Cases.destination))
    guard case .presented(.increment) = matcher.match(.destination(.presented(.increment))) else {
      Issue.record("A child's action was not matched")
      return
    }
    guard case .dismiss = matcher.match(.destination(.dismiss)) else {
      Issue.record("A dismissal was not matched")
      return
    }
    guard case .other = matcher.match(.tap) else {
      Issue.record("Another case's action was matched")
      return
    }
  }

  @Reducer
  struct Generated {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: PresentedCounter.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<PresentedCounter.Action>)
      case tap
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination) { PresentedCounter() }
    }
  }
}
