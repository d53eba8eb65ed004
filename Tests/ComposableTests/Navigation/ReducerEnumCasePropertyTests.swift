import Testing

@testable import Composable

/// The `State` of a `@Reducer` enum has an instance property per case holding a child's state or
/// an alert, named as the case, so that `\.destination?.counter` is a constant key-path literal:
/// it reads as CasePaths' dynamic member, which it shadows, did.
@MainActor
@Suite struct ReducerEnumCasePropertyTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case counter(PresentedCounter)
      case alert(AlertState<Alert>)
      @ReducerCaseIgnored
      case note(String)
      @CasePathable
      enum Alert: Equatable { case confirm }
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
    }
  }

  typealias Destination = Feature.Destination.State

  /// The literals, each evaluated through a function of its own, so that two calls evaluate the
  /// same literal twice.
  func counterLiteral() -> AnyKeyPath { \Feature.State.destination?.counter }
  func alertLiteral() -> AnyKeyPath { \Feature.State.destination?.alert }

  let alert = AlertState<Feature.Destination.Alert> { TextState("Delete?") }
  var states: [Destination] {
    [.counter(PresentedCounter.State(count: 3)), .alert(self.alert), .note("note")]
  }

  @Test func literalsThroughACaseAreConstants() {
    // A literal with a subscript taking an argument is built anew on every evaluation; one of
    // plain properties only is made once.
    #expect(self.counterLiteral() === self.counterLiteral())
    #expect(self.alertLiteral() === self.alertLiteral())
  }

  @Test func literalsNameTheCasesProperties() {
    // Typed as CasePaths' dynamic member typed it: read-only, to an optional payload.
    let untyped = \Feature.State.destination?.counter
    #expect(type(of: untyped) == KeyPath<Feature.State, PresentedCounter.State?>.self)
    let counter: KeyPath<Feature.State, PresentedCounter.State?> = \.destination?.counter
    #expect(counter == (\Feature.State.destination).appending(path: \Destination?.?.counter))
    let dynamic = (\Feature.State.destination).appending(
      path: \Destination?.?[dynamicMember: \Destination.AllCasePaths.counter])
    #expect(counter != dynamic)
  }

  @Test func propertiesReadAsTheDynamicMembers() {
    for state in self.states {
      let counter: PresentedCounter.State? = state[dynamicMember: \.counter]
      let alert: AlertState<Feature.Destination.Alert>? = state[dynamicMember: \.alert]
      #expect(state.counter == counter)
      #expect(state.alert == alert)
    }
    #expect(Destination.counter(PresentedCounter.State(count: 3)).counter?.count == 3)
    #expect(Destination.alert(self.alert).counter == nil)
    #expect(Destination.alert(self.alert).alert == self.alert)
    // An ignored case has no property: CasePaths' dynamic member reads it.
    let note: String? = Destination.note("note").note
    #expect(note == "note")
  }

  @Test func readingThroughTheParentReadsTheCase() {
    var state = Feature.State(destination: .counter(PresentedCounter.State(count: 5)))
    #expect(state.destination?.counter == PresentedCounter.State(count: 5))
    #expect(state.destination?.alert == nil)
    state.destination = .alert(self.alert)
    #expect(state.destination?.counter == nil)
    #expect(state.destination?.alert == self.alert)
    state.destination = nil
    #expect(state.destination?.counter == nil)
    #expect(Feature.State(destination: .note("n"))[keyPath: \.destination?.counter] == nil)
  }

  @Test func switchingOverTheStateMatchesItsCases() {
    let names = self.states.map { state in
      switch state {
      case .counter: "counter"
      case .alert: "alert"
      case .note: "note"
      }
    }
    #expect(names == ["counter", "alert", "note"])
  }

  @Test func storesScopeAndReadThroughTheProperties() throws {
    let store = Store(
      initialState: Feature.State(destination: .counter(PresentedCounter.State()))
    ) { Feature() }
    #expect(store.destination?.counter == PresentedCounter.State())
    #expect(store.destination?.alert == nil)
    let counter = try #require(
      store.scope(state: \.destination?.counter, action: \.destination.counter))
    counter.send(.increment)
    #expect(store.destination?.counter?.count == 1)
    #expect(counter.count == 1)
    let scoped = try #require(store.scope(state: \.destination, action: \.destination.presented))
    switch Feature.Destination.scope(scoped) {
    case let .counter(store): #expect(store.count == 1)
    case .alert, .note: Issue.record("expected the counter's case")
    }
    store.send(.destination(.dismiss))
    #expect(store.scope(state: \.destination?.counter, action: \.destination.counter) == nil)
  }

  /// The parameters of TCA's `$store.scope(state:action:)` (SwiftUI's `Bindable` of a store,
  /// which has no counterpart here): the literals a view passes it still type-check and reach
  /// the same case.
  struct PresentationScope<State, Action> {
    func scope<ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> (KeyPath<State, ChildState?>, CaseKeyPath<Action, PresentationAction<ChildAction>>) {
      (state, action)
    }
  }

  @Test func presentationBindingParametersTakeTheLiterals() {
    let (state, action) = PresentationScope<Feature.State, Feature.Action>()
      .scope(state: \.destination?.counter, action: \.destination.counter)
    let presented = Feature.State(destination: .counter(PresentedCounter.State(count: 4)))
    #expect(presented[keyPath: state]?.count == 4)
    #expect(Feature.State(destination: .alert(self.alert))[keyPath: state] == nil)
    #expect(action(.presented(.increment)) == .destination(.presented(.counter(.increment))))
    #expect(action(.dismiss) == .destination(.dismiss))
  }
}
