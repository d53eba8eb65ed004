import ConcurrencyExtras
import Testing

@testable import Composable

/// Stores scoped through a case path that continues through a presentation action
/// (`\.destination.child`, `\.sheet.presented`) embed their actions through one direct function,
/// found when the store is made, rather than through CasePaths' appended case path, which looks
/// the inner case path up again (a key path application and a subscript) on every action.
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

  /// The embedding a store scoped with `keyPath` uses, if it is a direct function.
  func embedding<Value>(
    _ keyPath: KeyPath<Feature.Action.AllCasePaths, AnyCasePath<Feature.Action, Value>>
  ) -> ((Value) -> Feature.Action)? {
    AppendedCasePaths.embedFunction(forCasePathIn: keyPath, of: Feature.Action.self)
      as? (Value) -> Feature.Action
  }

  @Test func aCaseOfAPresentedEnumEmbedsDirectly() throws {
    let embed = try #require(self.embedding(\.destination.child))
    #expect(embed(.increment) == .destination(.presented(.child(.increment))))
  }

  @Test func aPresentedChildEmbedsThroughItsParentsCase() throws {
    // The parent's case, for the scoped store to wrap its actions in `.presented` itself, where
    // the action types are known (rather than in generic code, through a generic box).
    let found = AppendedCasePaths.embedFunction(
      forCasePathIn: \Feature.Action.AllCasePaths.sheet.presented, of: Feature.Action.self)
    let presented = try #require(found as? PresentedEmbedding)
    let embed = try #require(
      presented.embed as? (PresentationAction<PresentedCounter.Action>) -> Feature.Action)
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

  @Test func pathsThatAreNotAppendedAreLeftToTheEnum() {
    // A case of the enum itself: `_$embedFunction(forCasePathIn:)` answers it.
    #expect(self.embedding(\.destination) == nil)
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

  /// A presented action enum that counts how often its case is wrapped in `.presented` through
  /// the function it hands visitors, which `@Reducer`'s enums build where the enum is a concrete
  /// type (see `PresentationAction._$presenting(_:)`).
  @CasePathable
  enum CountedAction: Equatable, _FastCasePathable {
    case child(PresentedCounter.Action)

    static let presentings = LockIsolated(0)

    static func _$casePath<Value>(
      for keyPath: CaseKeyPath<Self, Value>
    ) -> AnyCasePath<Self, Value>? {
      nil
    }

    static func _$visitCases<Visitor: _FastCaseVisitor<Self>>(_ visitor: inout Visitor) {
      let embed: (PresentedCounter.Action) -> Self = Self.child
      visitor.visit(
        \Self.AllCasePaths.child, embed: embed,
        presenting: {
          Self.presentings.withValue { $0 += 1 }
          return .presented(embed($0))
        }
      )
    }
  }

  @CasePathable
  @_FastCasePaths
  enum CountingParentAction: Equatable {
    case destination(PresentationAction<CountedAction>)
  }

  @Test func aPresentedCaseIsWrappedByTheFunctionTheEnumHandsOver() throws {
    CountedAction.presentings.setValue(0)
    let found = AppendedCasePaths.embedFunction(
      forCasePathIn: \CountingParentAction.AllCasePaths.destination.child,
      of: CountingParentAction.self)
    let embed = try #require(found as? (PresentedCounter.Action) -> CountingParentAction)
    #expect(embed(.increment) == .destination(.presented(.child(.increment))))
    #expect(embed(.increment) == .destination(.presented(.child(.increment))))
    // Each action went through the enum's own `.presented` wrapping, none through a generic one.
    #expect(CountedAction.presentings.value == 2)
  }
}
