import ConcurrencyExtras
import Testing

@testable import Composable

/// Stores scoped through a case path that continues through a presentation action
/// (`\.destination.child`, `\.sheet.presented`) or through a `@Reducer` enum's action held in a
/// plain case embed their actions through one direct function, found when the store is made,
/// rather than through CasePaths' appended case path, which looks the inner case path up again
/// (a key path application and a subscript) on every action.
@MainActor
@Suite struct AppendedCasePathTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
      @Presents var sheet: PresentedCounter.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
      case sheet(PresentationAction<PresentedCounter.Action>)
    }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case child(PresentedCounter)
      case alert(AlertState<Alert>)
      @CasePathable
      enum Alert: Equatable { case confirm }
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
        .ifLet(\.$sheet, action: \.sheet) { PresentedCounter() }
    }
  }

  /// The embedding a store scoped with `keyPath` uses, if it is a level found for the path, as a
  /// function.
  func embedding<Value>(
    _ keyPath: KeyPath<Feature.Action.AllCasePaths, AnyCasePath<Feature.Action, Value>>
  ) -> ((Value) -> Feature.Action)? {
    let found = AppendedCasePaths.embedding(forCasePathIn: keyPath, of: Feature.Action.self)
    guard let found = found as? FoundEmbedding<Value, Feature.Action> else { return nil }
    return { embedded($0, through: found.level.step) }
  }

  @Test func aCaseOfAPresentedEnumEmbedsDirectly() throws {
    let embed = try #require(self.embedding(\.destination.child))
    #expect(embed(.increment) == .destination(.presented(.child(.increment))))
  }

  @Test func aPresentedChildEmbedsThroughItsParentsCase() throws {
    // The parent's case, for the scoped store to wrap its actions in `.presented` itself, where
    // the action types are known (rather than in generic code, through a generic box).
    let found = AppendedCasePaths.embedding(
      forCasePathIn: \Feature.Action.AllCasePaths.sheet.presented, of: Feature.Action.self)
    let presented = try #require(
      found as? PresentedEmbedding<PresentedCounter.Action, Feature.Action>)
    let embed: (PresentationAction<PresentedCounter.Action>) -> Feature.Action = {
      embedded($0, through: presented.intoCase.step)
    }
    #expect(embed(.presented(.increment)) == .sheet(.presented(.increment)))
  }

  @Test func presentationActionsOfAPresentedCaseEmbedDirectly() throws {
    let alert:
      KeyPath<
        Feature.Action.AllCasePaths,
        AnyCasePath<Feature.Action, PresentationAction<Feature.Destination.Alert>>
      > = \.destination.alert
    let embed = try #require(self.embedding(alert))
    #expect(embed(.presented(.confirm)) == .destination(.presented(.alert(.confirm))))
    #expect(embed(.dismiss) == .destination(.dismiss))
  }

  @Test func aCaseOfTheEnumEmbedsThroughItsOwnLevel() throws {
    let embed = try #require(self.embedding(\.destination))
    #expect(embed(.dismiss) == .destination(.dismiss))
  }

  @Test func pathsTheEnumDoesNotKnowAreLeftToCasePaths() {
    #expect(self.embedding(\.sheet.dismiss) == nil)
  }

  @Test func scopedStoresSendThroughTheDirectEmbedding() throws {
    let store = Store(
      initialState: Feature.State(
        destination: .child(PresentedCounter.State()), sheet: PresentedCounter.State())
    ) { Feature() }
    let child = try #require(store.scope(state: \.destination?.child, action: \.destination.child))
    child.send(.increment)
    #expect(store.destination == .child(PresentedCounter.State(count: 1)))
    let sheet = try #require(store.scope(state: \.sheet, action: \.sheet.presented))
    sheet.send(.increment)
    #expect(store.sheet?.count == 1)

    store.send(.destination(.presented(.child(.increment))))
    #expect(child.count == 2)
  }

  /// A presented action enum that counts how often its case is embedded through the level it
  /// hands visitors, which `@Reducer`'s enums build where the enum is a concrete type (see
  /// `_CaseEmbedding`).
  @CasePathable
  enum CountedAction: Equatable, _FastCasePathable {
    case child(PresentedCounter.Action)

    static let embeddings = LockIsolated(0)

    static func counted(_ action: PresentedCounter.Action) -> Self {
      Self.embeddings.withValue { $0 += 1 }
      return .child(action)
    }

    static func _$casePath<Value>(
      for keyPath: CaseKeyPath<Self, Value>
    ) -> AnyCasePath<Self, Value>? {
      nil
    }

    static func _$visitCases<Visitor: _FastCaseVisitor<Self>>(_ visitor: inout Visitor) {
      visitor.visit(
        \Self.AllCasePaths.child,
        embedding: _CaseEmbedding<PresentedCounter.Action, Self>(
          intoCase: { next in { _$embed($0, $1, next, Self.counted) } },
          intoPresented: { next in { _$present($0, $1, next, Self.counted) } }
        )
      )
    }
  }

  @CasePathable
  @_FastCasePaths
  enum CountingParentAction: Equatable {
    case destination(PresentationAction<CountedAction>)
  }

  @Test func aPresentedCaseIsWrappedByTheLevelTheEnumHandsOver() throws {
    CountedAction.embeddings.setValue(0)
    let found = AppendedCasePaths.embedding(
      forCasePathIn: \CountingParentAction.AllCasePaths.destination.child,
      of: CountingParentAction.self)
    let step = try #require(
      found as? FoundEmbedding<PresentedCounter.Action, CountingParentAction>
    ).level.step
    let embed: (PresentedCounter.Action) -> CountingParentAction = {
      embedded($0, through: step)
    }
    #expect(embed(.increment) == .destination(.presented(.child(.increment))))
    #expect(embed(.increment) == .destination(.presented(.child(.increment))))
    // Each action went through the enum's own level, none through a generic one.
    #expect(CountedAction.embeddings.value == 2)
  }

  @Test func aScopedStoreEmbedsThroughTheLevelsTheEnumsHandOver() {
    CountedAction.embeddings.setValue(0)
    // What a store scoped with `\.destination.child` composes into its route: the presented
    // enum's level, then the parent's, rather than CasePaths' appended case path.
    let embedding = ScopedEmbedding<CountingParentAction, PresentedCounter.Action>.casePath(
      in: \.destination.child)
    for _ in 1...3 {
      let root: CountingParentAction = embedded(
        PresentedCounter.Action.increment, through: embedding.step)
      #expect(root == .destination(.presented(.child(.increment))))
    }
    #expect(CountedAction.embeddings.value == 3)
  }

  @CasePathable
  @_FastCasePaths
  enum PlainParentAction: Equatable {
    case destination(CountedAction)
  }

  @Test func aCaseOfANestedEnumEmbedsThroughBothEnumsLevels() {
    CountedAction.embeddings.setValue(0)
    // `\.destination.child` through a case holding a plain `@Reducer enum` action, as with an
    // optional destination run by `ifLet(\.destination, action: \.destination)`: the nested
    // enum's level, then the parent's, rather than CasePaths' appended case path (which would
    // look the nested case path up again on every action, and not count).
    let embedding = ScopedEmbedding<PlainParentAction, PresentedCounter.Action>.casePath(
      in: \.destination.child)
    for _ in 1...2 {
      let root: PlainParentAction = embedded(
        PresentedCounter.Action.increment, through: embedding.step)
      #expect(root == .destination(.child(.increment)))
    }
    #expect(CountedAction.embeddings.value == 2)
  }

  /// A destination held as a plain optional, as before `@Presents`: its action case holds the
  /// `@Reducer` enum's action directly.
  @Reducer
  struct PlainFeature {
    @ObservableState
    struct State: Equatable {
      var destination: Feature.Destination.State?
    }
    enum Action: Equatable {
      case destination(Feature.Destination.Action)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.destination, action: \.destination) { Feature.Destination.body }
    }
  }

  @Test func eachCaseOfAReducerEnumHeldInAPlainCaseEmbedsDirectly() throws {
    let child = AppendedCasePaths.embedding(
      forCasePathIn: \PlainFeature.Action.AllCasePaths.destination.child,
      of: PlainFeature.Action.self)
    let childStep = try #require(
      child as? FoundEmbedding<PresentedCounter.Action, PlainFeature.Action>
    ).level.step
    let childAction: PlainFeature.Action = embedded(
      PresentedCounter.Action.increment, through: childStep)
    #expect(childAction == .destination(.child(.increment)))

    let alert = AppendedCasePaths.embedding(
      forCasePathIn: \PlainFeature.Action.AllCasePaths.destination.alert,
      of: PlainFeature.Action.self)
    let alertStep = try #require(
      alert as? FoundEmbedding<Feature.Destination.Alert, PlainFeature.Action>
    ).level.step
    let alertAction: PlainFeature.Action = embedded(
      Feature.Destination.Alert.confirm, through: alertStep)
    #expect(alertAction == .destination(.alert(.confirm)))
  }

  @Test func aStoreScopedThroughAPlainDestinationSendsToIt() throws {
    let store = Store(
      initialState: PlainFeature.State(destination: .child(PresentedCounter.State()))
    ) { PlainFeature() }
    let child = try #require(store.scope(state: \.destination?.child, action: \.destination.child))
    child.send(.increment)
    child.send(.increment)
    #expect(store.destination == .child(PresentedCounter.State(count: 2)))
    #expect(child.count == 2)
  }

  @Test func aScopedStoreEmbedsAPlainCaseThroughTheEnumsLevel() {
    CountedAction.embeddings.setValue(0)
    // A case that does not go through a presentation action: the route is the enum's own level
    // as well, not CasePaths' case path (which would not count).
    let embedding = ScopedEmbedding<CountedAction, PresentedCounter.Action>.casePath(in: \.child)
    for _ in 1...2 {
      let action: CountedAction = embedded(
        PresentedCounter.Action.increment, through: embedding.step)
      #expect(action == .child(.increment))
    }
    #expect(CountedAction.embeddings.value == 2)
  }
}

/// Moves `child` through `step`, one level of a route, into the parent's action.
func embedded<Child, Parent>(_ child: Child, through step: _EmbedStep) -> Parent {
  var parent: Parent?
  let toParent: _EmbedIntoRoot = { action, _ in
    parent = action.assumingMemoryBound(to: Parent.self).move()
  }
  withTemporary(holding: child) { step(toParent)($0, $0) }
  return parent!
}
