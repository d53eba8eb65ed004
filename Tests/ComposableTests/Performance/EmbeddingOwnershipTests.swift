import Testing

@testable import Composable

/// The routes of scoped stores move an action up through raw memory, one level at a time
/// (`_EmbedStep`, `_CaseEmbedding`): a level that copied instead of moving would leak the
/// action's references, one that moved twice would release them too early. Each test sends a
/// class instance as a payload and checks that it lives exactly as long as what holds it.
@MainActor
@Suite struct EmbeddingOwnershipTests {
  /// A payload whose lifetime the tests watch; equal only to itself.
  final class Token: Equatable, Sendable {
    static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
  }

  /// Keeps the last token it was sent in its state.
  @Reducer
  struct Holder {
    @ObservableState
    struct State: Equatable {
      var token: Token?
    }
    enum Action: Equatable {
      case hold(Token)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .hold(let token):
        state.token = token
        return .none
      }
    }
  }

  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
      @Presents var sheet: Holder.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
      case sheet(PresentationAction<Holder.Action>)
    }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case child(Holder)
      case alert(AlertState<Alert>)
      @CasePathable
      enum Alert: Equatable { case confirm(Token) }
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
        .ifLet(\.$sheet, action: \.sheet) { Holder() }
    }
  }

  @Test func aPayloadSentThroughAPresentedEnumCaseLivesAsLongAsTheStateHoldingIt() throws {
    let store = Store(initialState: Feature.State(destination: .child(Holder.State()))) {
      Feature()
    }
    weak var sent: Token?
    do {
      let child = try #require(
        store.scope(state: \.destination?.child, action: \.destination.child))
      let token = Token()
      sent = token
      child.send(.hold(token))
    }
    // Only the state holds it now: the route neither kept a reference nor gave one up.
    #expect(sent != nil)
    #expect(store.destination?.child?.token === sent)
    store.send(.destination(.dismiss))
    #expect(sent == nil)
  }

  @Test func aPayloadSentThroughAPresentedChildLivesAsLongAsTheStateHoldingIt() throws {
    let store = Store(initialState: Feature.State(sheet: Holder.State())) { Feature() }
    weak var sent: Token?
    do {
      let sheet = try #require(store.scope(state: \.sheet, action: \.sheet.presented))
      let token = Token()
      sent = token
      sheet.send(.hold(token))
    }
    #expect(sent != nil)
    #expect(store.sheet?.token === sent)
    store.send(.sheet(.dismiss))
    #expect(sent == nil)
  }

  @Test func anAlertButtonsPayloadIsMovedOnceThroughItsLevel() throws {
    // The alert's presentation actions (`.presented(button)`, `.dismiss`), which go through the
    // level that keeps a dismissal for the parent.
    let alert:
      KeyPath<
        Feature.Action.AllCasePaths,
        AnyCasePath<Feature.Action, PresentationAction<Feature.Destination.Alert>>
      > = \.destination.alert
    let found = AppendedCasePaths.embedding(forCasePathIn: alert, of: Feature.Action.self)
    let step = try #require(
      found as? FoundEmbedding<PresentationAction<Feature.Destination.Alert>, Feature.Action>
    ).level.step
    weak var sent: Token?
    do {
      let token = Token()
      sent = token
      let action: Feature.Action = embedded(
        PresentationAction<Feature.Destination.Alert>.presented(.confirm(token)), through: step)
      #expect(action == .destination(.presented(.alert(.confirm(token)))))
      #expect(sent != nil)
    }
    #expect(sent == nil)
  }
}
