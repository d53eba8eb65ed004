import Testing

@testable import Composable

/// `presented` and `dismiss` are members of case paths (`AnyCasePath`) and case key paths (`Case`)
/// whose value is a presentation action, not only CasePaths' dynamic members: a key-path literal
/// through them, `\.child.presented`, has a plain property there. A case of the presented action
/// (`\.destination.counter`) is their own dynamic member, which takes the case's constant key
/// path rather than CasePaths' nesting of three subscripts. All embed and extract exactly as the
/// dynamic members they shadow.
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
      case alert(AlertState<Alert>)
      @CasePathable
      enum Alert: Equatable { case confirm }
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$sheet, action: \.sheet) { Sheet() }
        .ifLet(\.$destination, action: \.destination)
    }
  }

  typealias Paths = Feature.Action.AllCasePaths
  typealias SheetPresentation = PresentationAction<Sheet.Action>
  typealias DestinationPresentation = PresentationAction<Feature.Destination.Action>
  typealias DestinationActionPaths = Feature.Destination.Action.AllCasePaths

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
    .destination(.presented(.alert(.confirm))),
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

  @Test func aCaseOfThePresentedActionIsOneSubscriptTakingTheCasesPath() {
    // The literal's one subscript takes `\Destination.Action.AllCasePaths.counter`; through
    // CasePaths alone it takes `AllCasePaths`' key path, which takes a case key path.
    let counter: KeyPath<Paths, AnyCasePath<Feature.Action, PresentedCounter.Action>> =
      \.destination.counter
    let direct = (\Paths.destination).appending(
      path:
        \AnyCasePath<Feature.Action, DestinationPresentation>.[
          dynamicMember: \DestinationActionPaths.counter])
    let nested = (\Paths.destination).appending(
      path:
        \AnyCasePath<Feature.Action, DestinationPresentation>.[
          dynamicMember: \DestinationPresentation.AllCasePaths.counter])
    #expect(counter == direct)
    #expect(counter != nested)

    let caseCounter: CaseKeyPath<Feature.Action, PresentedCounter.Action> = \.destination.counter
    let caseDirect = (\Case<Feature.Action>.destination).appending(
      path: \Case<DestinationPresentation>.[dynamicMember: \DestinationActionPaths.counter])
    #expect(caseCounter == caseDirect)

    let alert:
      KeyPath<Paths, AnyCasePath<Feature.Action, PresentationAction<Feature.Destination.Alert>>> =
        \.destination.alert
    let alertDirect:
      KeyPath<Paths, AnyCasePath<Feature.Action, PresentationAction<Feature.Destination.Alert>>> =
        (\Paths.destination).appending(path: \.[dynamicMember: \DestinationActionPaths.alert])
    #expect(alert == alertDirect)
  }

  @Test func aCaseOfThePresentedActionEmbedsAndExtractsAsTheNestedDynamicMembers() {
    let member: AnyCasePath<Feature.Action, PresentedCounter.Action> =
      Feature.Action.allCasePaths.destination.counter
    let nested: AnyCasePath<Feature.Action, PresentedCounter.Action> =
      Feature.Action.allCasePaths.destination[
        dynamicMember: \DestinationPresentation.AllCasePaths.counter]
    #expect(member.embed(.increment) == nested.embed(.increment))
    #expect(member.embed(.increment) == .destination(.presented(.counter(.increment))))
    for action in self.actions {
      #expect(member.extract(from: action) == nested.extract(from: action))
    }
    #expect(member.extract(from: .destination(.presented(.counter(.increment)))) == .increment)
    #expect(member.extract(from: .destination(.dismiss)) == nil)

    let caseMember: CaseKeyPath<Feature.Action, PresentedCounter.Action> = \.destination.counter
    let caseNested = (\Case<Feature.Action>.destination).appending(
      path:
        \Case<DestinationPresentation>.[
          dynamicMember: \DestinationPresentation.AllCasePaths.counter])
    #expect(caseMember(.increment) == caseNested(.increment))
    for action in self.actions {
      #expect(action[case: caseMember] == action[case: caseNested])
    }
  }

  @Test func aCaseTakenAsPresentationActionsKeepsTheDismissalAsTheNestedDynamicMembers() {
    typealias Alert = Feature.Destination.Alert
    let member: AnyCasePath<Feature.Action, PresentationAction<Alert>> =
      Feature.Action.allCasePaths.destination.alert
    let nested: AnyCasePath<Feature.Action, PresentationAction<Alert>> =
      Feature.Action.allCasePaths.destination[
        dynamicMember: \DestinationPresentation.AllCasePaths.alert]
    for presentation in [PresentationAction<Alert>.presented(.confirm), .dismiss] {
      #expect(member.embed(presentation) == nested.embed(presentation))
    }
    #expect(member.embed(.dismiss) == .destination(.dismiss))
    #expect(member.embed(.presented(.confirm)) == .destination(.presented(.alert(.confirm))))
    for action in self.actions {
      #expect(member.extract(from: action) == nested.extract(from: action))
    }
    #expect(member.extract(from: .destination(.dismiss)) == .dismiss)
    #expect(member.extract(from: .destination(.presented(.counter(.increment)))) == nil)

    let caseMember: CaseKeyPath<Feature.Action, PresentationAction<Alert>> = \.destination.alert
    let caseNested: CaseKeyPath<Feature.Action, PresentationAction<Alert>> =
      (\Case<Feature.Action>.destination).appending(
        path: \.[dynamicMember: \DestinationPresentation.AllCasePaths.alert])
    #expect(caseMember(.dismiss) == caseNested(.dismiss))
    #expect(caseMember(.presented(.confirm)) == caseNested(.presented(.confirm)))
    for action in self.actions {
      #expect(action[case: caseMember] == action[case: caseNested])
    }
  }

  @Test func chainsThroughACaseOfThePresentedActionReachItsCases() {
    let increment: CaseKeyPath<Feature.Action, Void> = \.destination.counter.increment
    #expect(increment() == .destination(.presented(.counter(.increment))))
    #expect(Feature.Action.destination(.presented(.counter(.increment))).is(increment))
    let confirm: CaseKeyPath<Feature.Action, Void> = \.destination.alert.confirm
    #expect(confirm() == .destination(.presented(.alert(.confirm))))
    let path: KeyPath<Paths, AnyCasePath<Feature.Action, Void>> = \.destination.counter.increment
    #expect(
      Feature.Action.allCasePaths[keyPath: path].extract(
        from: .destination(.presented(.counter(.increment)))) != nil)
  }

  @Test func storesScopedToACaseOfThePresentedActionSendIntoTheParent() throws {
    let store = Store(
      initialState: Feature.State(destination: .counter(PresentedCounter.State()))
    ) { Feature() }
    let counter = try #require(
      store.scope(state: \.destination?.counter, action: \.destination.counter))
    counter.send(.increment)
    #expect(store.destination == .counter(PresentedCounter.State(count: 1)))
  }
}
