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
      return _PresentedMatcher<Self, PresentedCounter.Action>(aliasing: { root, presented in
        Self.matches.withValue { $0 += 1 }
        if case let .destination(.presented(action)) = root {
          _$alias(action, into: presented)
          return .presented
        }
        if case .destination(.dismiss) = root { return .dismiss }
        return .other
      }) as? _PresentedMatcher<Self, Child>
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
    func kind(_ action: Generated.Action) -> String {
      matcher.match(
        action,
        presented: { "presented \($0)" },
        dismiss: { "dismiss" },
        other: { "other" }
      )
    }
    #expect(kind(.destination(.presented(.increment))) == "presented increment")
    #expect(kind(.destination(.dismiss)) == "dismiss")
    #expect(kind(.tap) == "other")
  }

  /// The generated matcher writes the child's action into the operator's buffer as an alias:
  /// whatever the child's action holds is not retained (as a copy would retain it), and the
  /// operator does not destroy it. The matcher through a case path writes a copy instead, which
  /// the operator destroys.
  @Test func theGeneratedMatcherHandsTheChildsActionOverWithoutRetainingIt() throws {
    let generated = try #require(
      Holding.Action._$presentedMatcher(for: \Holding.Action.Cases.destination))
    let throughCasePath = _PresentedMatcher<Holding.Action, Holder.Action>(
      AnyCasePath(\Holding.Action.Cases.destination))
    let token = Token()
    let action = Holding.Action.destination(.presented(.hold(token)))
    // Counted outside `#expect`, whose expansion holds what it captures.
    let held = _getRetainCount(token)

    #expect(generated.aliases)
    try withUnsafeTemporaryAllocation(of: Holder.Action.self, capacity: 1) { buffer in
      let pointer = try #require(buffer.baseAddress)
      // Counted again inside the closure, which holds what it captures.
      let before = _getRetainCount(token)
      let match = generated.match(action, UnsafeMutableRawPointer(pointer))
      let aliased = _getRetainCount(token)
      #expect(match == .presented)
      #expect(aliased == before)
      guard case .hold(let written) = pointer.pointee else {
        Issue.record("The child's action was not written")
        return
      }
      #expect(written === token)
    }
    let afterAlias = _getRetainCount(token)
    #expect(afterAlias == held)

    #expect(!throughCasePath.aliases)
    try withUnsafeTemporaryAllocation(of: Holder.Action.self, capacity: 1) { buffer in
      let pointer = try #require(buffer.baseAddress)
      let before = _getRetainCount(token)
      let match = throughCasePath.match(action, UnsafeMutableRawPointer(pointer))
      let copied = _getRetainCount(token)
      #expect(match == .presented)
      #expect(copied == before + 1)
      pointer.deinitialize(count: 1)
    }
    let afterCopy = _getRetainCount(token)
    #expect(afterCopy == held)
  }

  /// A presented child's action that holds a reference reaches the child, and the reference
  /// lives on no longer than the action that holds it, whichever matcher the operator uses.
  @Test func aPresentedChildsActionIsNeitherLeakedNorOverReleased() {
    weak var weakToken: Token?
    do {
      let store = Store(initialState: Holding.State(destination: Holder.State())) { Holding() }
      do {
        let token = Token()
        weakToken = token
        store.send(.destination(.presented(.hold(token))))
        store.send(.destination(.presented(.hold(token))))
      }
      #expect(store.withState { $0.destination?.holds } == 2)
    }
    #expect(weakToken == nil)
  }

  final class Token: Sendable {}

  @Reducer
  struct Holder {
    @ObservableState
    struct State: Equatable { var holds = 0 }
    enum Action { case hold(Token) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.holds += 1
      return .none
    }
  }

  @Reducer
  struct Holding {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Holder.State?
    }
    enum Action {
      case destination(PresentationAction<Holder.Action>)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination) { Holder() }
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
