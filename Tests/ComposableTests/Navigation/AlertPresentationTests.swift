import Composable
import Testing

private typealias Deleter = AlertFixtures.Deleter
private typealias EnumPresenter = AlertFixtures.EnumPresenter
private typealias PlainOptional = AlertFixtures.PlainOptional

@MainActor
@Suite struct AlertPresentationTests {
  @Test func aButtonSendsItsActionAndTheAlertGoesAwayInTheSameStep() {
    let store = Store(initialState: Deleter.State()) { Deleter() }
    store.send(.deleteTapped)
    #expect(store.alert == .confirmation(count: 3))

    store.send(.alert(.presented(.confirmDeletion)))
    #expect(store.alert == nil)
    #expect(store.items == [])
    // The parent handled the action while the alert was still there.
    #expect(store.seen == ["confirmDeletion, alert shown: true"])
  }

  @Test func dismissClearsTheAlertAfterTheParentSawIt() {
    let store = Store(initialState: Deleter.State()) { Deleter() }
    store.send(.deleteTapped)
    store.send(.alert(.dismiss))
    #expect(store.alert == nil)
    #expect(store.items == ["a", "b", "c"])
    #expect(store.seen == ["dismiss, alert shown: true"])
  }

  @Test func anAlertPresentedInPlaceOfTheAnsweredOneStays() {
    let store = Store(initialState: Deleter.State()) { Deleter() }
    store.send(.deleteTapped)
    let first = store.alert
    store.send(.alert(.presented(.askAgain)))
    #expect(store.alert == .confirmation(count: 4))
    #expect(store.alert?.id != first?.id)
  }

  @Test func confirmationDialogsAreDismissedTheSameWay() {
    let store = Store(initialState: Deleter.State()) { Deleter() }
    store.send(.optionsTapped)
    #expect(store.dialog == .options)
    store.send(.dialog(.presented(.deleteFirst)))
    #expect(store.dialog == nil)
    #expect(store.items == ["b", "c"])

    store.send(.optionsTapped)
    store.send(.dialog(.presented(.keep)))
    #expect(store.dialog == nil)
    #expect(store.items == ["b", "c"])
  }

  @Test func aButtonActionWithoutAnAlertIsReportedAndLeavesNoAlert() {
    let store = Store(initialState: Deleter.State()) { Deleter() }
    withKnownIssue {
      store.send(.alert(.presented(.askAgain)))
    } matching: {
      $0.description.contains("received a presentation action when destination state was absent")
        && $0.description.contains(".alert(.presented(.askAgain))")
        && $0.description.contains("AlertFixtures.swift")
    }
    // As in TCA the parent's reducer still sees the action (here it presents a new alert).
    #expect(store.alert == .confirmation(count: 4))
  }

  @Test func anEnumDestinationsAlertIsDismissedOnceAnswered() {
    let store = Store(initialState: EnumPresenter.State(total: 5)) { EnumPresenter() }
    store.send(.resetTapped)
    guard case let .alert(alert)? = store.destination else {
      Issue.record("no alert: \(String(describing: store.destination))")
      return
    }
    #expect(alert.buttons.map(\.role) == [.destructive, nil])
    if let destination = store.scope(state: \.destination, action: \.destination.presented),
      case let .alert(shown) = destination.case
    {
      #expect(shown == alert)
    } else {
      Issue.record("store.case is not the alert")
    }

    store.send(.destination(.presented(.alert(.reset))))
    #expect(store.destination == nil)
    #expect(store.total == 0)
  }

  @Test func anEnumDestinationKeepsWhatTheParentPresentsInPlaceOfTheAlert() {
    let store = Store(initialState: EnumPresenter.State()) { EnumPresenter() }
    store.send(.resetTapped)
    store.send(.destination(.presented(.alert(.resetAndCount))))
    #expect(store.destination == .counter(NavigationFixtures.Counter.State()))
  }

  @Test func childFeaturesOfAnEnumDestinationAreNotEphemeral() {
    let store = Store(initialState: EnumPresenter.State()) { EnumPresenter() }
    store.send(.counterTapped)
    store.send(.destination(.presented(.counter(.increment))))
    store.send(.destination(.presented(.counter(.increment))))
    #expect(store.destination == .counter(NavigationFixtures.Counter.State(count: 2)))
    store.send(.destination(.dismiss))
    #expect(store.destination == nil)
  }

  @Test func ignoredCasesHoldTheirValues() {
    let store = Store(initialState: EnumPresenter.State()) { EnumPresenter() }
    store.send(.noteTapped)
    #expect(store.destination == .note("Hello", isPinned: true))
    if let destination = store.scope(state: \.destination, action: \.destination.presented),
      case let .note(text, isPinned) = destination.case
    {
      #expect(text == "Hello")
      #expect(isPinned)
    } else {
      Issue.record("store.case is not the note")
    }
    store.send(.destination(.dismiss))
    #expect(store.destination == nil)
  }

  @Test func anAlertInAPlainOptionalIsDismissedOnceAnswered() {
    let store = Store(initialState: PlainOptional.State()) { PlainOptional() }
    store.send(.showTapped)
    #expect(store.alert != nil)
    store.send(.alert(.confirm))
    #expect(store.alert == nil)
    #expect(store.confirmed == 1)

    withKnownIssue {
      store.send(.alert(.confirm))
    } matching: {
      $0.description.contains("received a child action when child state was \"nil\"")
    }
    #expect(store.alert == nil)
  }
}
