import Composable
import Observation
import Testing

// A store whose state is an enum: observers of `store.state` (and of `store.case`) hear about a
// new case, and about a new payload in the same case even when the payload has no identity of
// its own (`.int(0)` → `.int(1)`).

@ObservableState
private enum Mode: Equatable {
  case count(Level)
  case anotherCount(Level)
  case int(Int)

  @ObservableState
  enum Level: Equatable {
    case one, two
  }
}

/// An enum state that is not `Equatable`: a payload without identity cannot be compared, so
/// every batch counts as a change.
@ObservableState
private enum OpaqueMode {
  case int(Int)
}

@Reducer
private struct Tally {
  typealias State = Int

  enum Action: Equatable {
    case increment
    case keep
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state += 1 }
      return .none
    }
  }
}

@Reducer
private enum Screen {
  case tally(Tally)
  case child(ObservedChild)
}

extension Screen.State: Equatable {}

@MainActor
@Suite struct EnumStateStoreObservationTests {
  @Test func aNewPayloadWithoutIdentityNotifiesObserversOfTheState() {
    let store = Store<Mode, Mode>(initialState: .int(0)) {
      Reduce { state, action in
        state = action
        return .none
      }
    }
    let counter = InvalidationCounter { _ = store.state }

    store.send(.int(1))
    #expect(counter.count == 1)
    store.send(.int(1))  // an equal value does not notify
    #expect(counter.count == 1)
    store.send(.count(.one))
    #expect(counter.count == 2)
    store.send(.count(.two))
    #expect(counter.count == 3)
    store.send(.anotherCount(.two))
    #expect(counter.count == 4)
    #expect(store.state == .anotherCount(.two))
  }

  @Test func aPayloadOfStateThatIsNotEquatableNotifiesOnEveryBatch() {
    let store = Store<OpaqueMode, Int>(initialState: .int(0)) {
      Reduce { state, action in
        state = .int(action)
        return .none
      }
    }
    let counter = InvalidationCounter { _ = store.state }

    store.send(1)
    #expect(counter.count == 1)
  }

  @Test func aNewPayloadInTheSameCaseNotifiesObserversOfTheCase() {
    let store = Store(initialState: Screen.State.tally(0)) { Screen.body }
    let counter = InvalidationCounter { _ = store.case }

    store.send(.tally(.increment))
    #expect(counter.count == 1)
    #expect(store.state == .tally(1))
    store.send(.tally(.keep))
    #expect(counter.count == 1)
  }

  @Test func aPayloadWithIdentityModifiedInPlaceDoesNotNotifyObserversOfTheCase() {
    let store = Store(initialState: Screen.State.child(ObservedChild.State())) { Screen.body }
    let counter = InvalidationCounter { _ = store.case }

    store.send(.child(.increment))
    #expect(counter.count == 0)
    store.send(.child(.increment))
    #expect(counter.count == 0)
  }
}
