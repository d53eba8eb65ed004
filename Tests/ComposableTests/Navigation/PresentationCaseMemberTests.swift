import Testing

@testable import Composable

/// `presented` and `dismiss` are members of case paths (`AnyCasePath`) and case key paths (`Case`)
/// whose value is a presentation action, not only CasePaths' dynamic members: a key-path literal
/// through them, `\.child.presented`, has a plain property there. They embed and extract exactly
/// as the dynamic members they shadow.
@MainActor
@Suite struct PresentationCaseMemberTests {
  @Reducer
  struct Sheet {
    @ObservableState
    struct State: Equatable {
      var count = 0
      @Presents var child: PresentedCounter.State?
    }
    enum Action: Equatable {
      case increment
      case child(PresentationAction<PresentedCounter.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .increment = action { state.count += 1 }
        return .none
      }
      .ifLet(\.$child, action: \.child) { PresentedCounter() }
    }
  }

  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      @Presents var sheet: Sheet.State?
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable {
      case sheet(PresentationAction<Sheet.Action>)
      case destination(PresentationAction<Destination.Action>)
      case other
    }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case counter(PresentedCounter)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$sheet, action: \.sheet) { Sheet() }
        .ifLet(\.$destination, action: \.destination)
    }
  }

  typealias Paths = Feature.Action.AllCasePaths
  typealias SheetPresentation = PresentationAction<Sheet.Action>

  /// The literals, each evaluated through a function of its own, so that two calls evaluate the
  /// same literal twice.
  func sheetPresented() -> AnyKeyPath { \Paths.sheet.presented }
  func sheetDismiss() -> AnyKeyPath { \Paths.sheet.dismiss }

  /// Actions of every case and shape the paths below see.
  let actions: [Feature.Action] = [
    .sheet(.presented(.increment)),
    .sheet(.presented(.child(.presented(.increment)))),
    .sheet(.presented(.child(.dismiss))),
    .sheet(.dismiss),
    .destination(.presented(.counter(.increment))),
    .destination(.dismiss),
    .other,
  ]

  @Test func literalsThroughPresentedAndDismissAreConstants() {
    // A literal with a subscript taking an argument is built anew on every evaluation; one of
    // plain properties only is made once.
    #expect(self.sheetPresented() === self.sheetPresented())
    #expect(self.sheetDismiss() === self.sheetDismiss())
  }

  @Test func literalsNameTheMembersRatherThanTheDynamicMembers() {
    let presented: KeyPath<Paths, AnyCasePath<Feature.Action, Sheet.Action>> = \.sheet.presented
    let dynamicPresented = (\Paths.sheet).appending(
      path:
        \AnyCasePath<Feature.Action, SheetPresentation>.[
          dynamicMember: \SheetPresentation.AllCasePaths.presented])
    #expect(presented == (\Paths.sheet).appending(path: \.presented))
    #expect(presented != dynamicPresented)

    let casePresented: CaseKeyPath<Feature.Action, Sheet.Action> = \.sheet.presented
    let caseDynamicPresented = (\Case<Feature.Action>.sheet).appending(
      path: \Case<SheetPresentation>.[dynamicMember: \SheetPresentation.AllCasePaths.presented])
    #expect(casePresented == (\Case<Feature.Action>.sheet).appending(path: \.presented))
    #expect(casePresented != caseDynamicPresented)

    let caseDismiss: CaseKeyPath<Feature.Action, Void> = \.sheet.dismiss
    let caseDynamicDismiss = (\Case<Feature.Action>.sheet).appending(
      path: \Case<SheetPresentation>.[dynamicMember: \SheetPresentation.AllCasePaths.dismiss])
    #expect(caseDismiss != caseDynamicDismiss)
  }

  @Test func presentedEmbedsAndExtractsAsTheDynamicMember() {
    let member = Feature.Action.allCasePaths.sheet.presented
    let dynamic = Feature.Action.allCasePaths.sheet[
      dynamicMember: \SheetPresentation.AllCasePaths.presented]
    #expect(member.embed(.increment) == dynamic.embed(.increment))
    #expect(member.embed(.increment) == .sheet(.presented(.increment)))
    for action in self.actions {
      #expect(member.extract(from: action) == dynamic.extract(from: action))
    }
    #expect(member.extract(from: .sheet(.presented(.increment))) == .increment)
    #expect(member.extract(from: .sheet(.dismiss)) == nil)
  }

  @Test func dismissEmbedsAndExtractsAsTheDynamicMember() {
    let member = Feature.Action.allCasePaths.sheet.dismiss
    let dynamic = Feature.Action.allCasePaths.sheet[
      dynamicMember: \SheetPresentation.AllCasePaths.dismiss]
    #expect(member.embed(()) == dynamic.embed(()))
    #expect(member.embed(()) == .sheet(.dismiss))
    for action in self.actions {
      #expect((member.extract(from: action) != nil) == (dynamic.extract(from: action) != nil))
    }
    #expect(member.extract(from: .sheet(.dismiss)) != nil)
    #expect(member.extract(from: .sheet(.presented(.increment))) == nil)
  }

  @Test func presentedOfANestedFeatureEmbedsAndExtractsThroughBothLevels() {
    let nested = Feature.Action.allCasePaths.sheet.presented.child.presented
    #expect(nested.embed(.increment) == .sheet(.presented(.child(.presented(.increment)))))
    #expect(nested.extract(from: .sheet(.presented(.child(.presented(.increment))))) == .increment)
    #expect(nested.extract(from: .sheet(.presented(.child(.dismiss)))) == nil)
    #expect(nested.extract(from: .sheet(.presented(.increment))) == nil)

    let nestedDismiss = Feature.Action.allCasePaths.sheet.presented.child.dismiss
    #expect(nestedDismiss.embed(()) == .sheet(.presented(.child(.dismiss))))
    #expect(nestedDismiss.extract(from: .sheet(.presented(.child(.dismiss)))) != nil)
    #expect(nestedDismiss.extract(from: .sheet(.dismiss)) == nil)
  }

  @Test func caseKeyPathsEmbedAndExtractAsTheDynamicMembers() {
    let presented: CaseKeyPath<Feature.Action, Sheet.Action> = \.sheet.presented
    let dynamicPresented = (\Case<Feature.Action>.sheet).appending(
      path: \Case<SheetPresentation>.[dynamicMember: \SheetPresentation.AllCasePaths.presented])
    let dismiss: CaseKeyPath<Feature.Action, Void> = \.sheet.dismiss
    let dynamicDismiss = (\Case<Feature.Action>.sheet).appending(
      path: \Case<SheetPresentation>.[dynamicMember: \SheetPresentation.AllCasePaths.dismiss])
    let nested: CaseKeyPath<Feature.Action, PresentedCounter.Action> =
      \.sheet.presented.child.presented

    #expect(presented(.increment) == dynamicPresented(.increment))
    #expect(dismiss() == dynamicDismiss())
    #expect(dismiss() == .sheet(.dismiss))
    #expect(nested(.increment) == .sheet(.presented(.child(.presented(.increment)))))
    for action in self.actions {
      #expect(action[case: presented] == action[case: dynamicPresented])
      #expect((action[case: dismiss] != nil) == (action[case: dynamicDismiss] != nil))
    }
    #expect(
      Feature.Action.sheet(.presented(.child(.presented(.increment))))[case: nested] == .increment)
    #expect(Feature.Action.sheet(.presented(.child(.dismiss)))[case: nested] == nil)
    #expect(Feature.Action.destination(.dismiss).is(\.destination.dismiss))
    #expect(!Feature.Action.destination(.presented(.counter(.increment))).is(\.destination.dismiss))
  }

  @Test func storesScopedThroughPresentedSendIntoTheParent() throws {
    let store = Store(
      initialState: Feature.State(sheet: Sheet.State(child: PresentedCounter.State()))
    ) { Feature() }
    let sheet = try #require(store.scope(state: \.sheet, action: \.sheet.presented))
    let child = try #require(sheet.scope(state: \.child, action: \.child.presented))
    sheet.send(.increment)
    child.send(.increment)
    #expect(store.sheet?.count == 1)
    #expect(store.sheet?.child?.count == 1)
    child.send(.increment)
    #expect(store.sheet?.child?.count == 2)
  }
}
