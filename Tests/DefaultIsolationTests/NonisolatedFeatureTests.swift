import Composable
import ComposableTesting
import Testing

/// Features declared `nonisolated` in a module with default main-actor isolation: their macros'
/// conformances are nonisolated, so the features compile and run as in any other module.
@Suite struct NonisolatedFeatureTests {
  @Test func aTestStoreRunsTheFeature() async {
    let store = TestStore(initialState: Board.State()) { Board() }
    await store.send(\.tally.incrementTapped) { $0.tally.count = 1 }
    await store.send(\.tally.incrementTapped) {
      $0.tally.count = 2
      $0.tally.alert = AlertState {
        TextState("Two")
      } actions: {
        ButtonState(action: .reset) { TextState("Reset") }
      }
    }
    await store.send(\.tally.alert.reset) {
      $0.tally.alert = nil
      $0.tally.count = 0
    }
    await store.send(.presentTapped) {
      $0.destination = .tally(Tally.State())
      $0.mode = .counting(Tally.State(count: 1))
    }
    await store.send(\.destination.tally.incrementTapped) {
      $0.destination?.modify(\.tally) { $0.count = 1 }
    }
    await store.send(.pushTapped) { $0.path[id: 0] = .tally(Tally.State()) }
    await store.send(\.path[id: 0].tally.incrementTapped) {
      $0.path[id: 0, case: \.tally]?.count = 1
    }
  }

  @Test func nonisolatedCodeUsesTheStateConformances() async {
    let state = Board.State()
    let identities = await Task.detached { Self.identities(of: state) }.value
    #expect(identities.state == state._$id)
    #expect(identities.mode == state.mode._$id)
    #expect(identities.count == 0)
  }

  @Test func nonisolatedCodeReadsADestinationsCaseThroughItsProperty() async {
    // `tally` is a property `@Reducer` generates in the destination's state, nonisolated as the
    // enum is.
    let state = Board.State(destination: .tally(Tally.State(count: 2)))
    let count = await Task.detached { Self.tallyCount(in: state) }.value
    #expect(count == 2)
  }

  @Test func aStoreReaderIsToldOfTheFieldItReads() {
    let store = Store(initialState: Board.State()) { Board() }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.tally.count
    } onChange: {
      changed.setValue(true)
    }
    store.send(.presentTapped)
    #expect(!changed.value)
    store.send(.tally(.incrementTapped))
    #expect(changed.value)
  }

  @Test func aNonisolatedPerceptibleModelIsTracked() {
    let model = Scoreboard()
    let changed = LockIsolated(false)
    withPerceptionTracking {
      _ = model.score
    } onChange: {
      changed.setValue(true)
    }
    model.score += 1
    #expect(changed.value)
  }

  /// Reads the state's identities and a tracked field through their conformances, off the main
  /// actor.
  private nonisolated static func identities(
    of state: Board.State
  ) -> (state: ObservableStateID, mode: ObservableStateID, count: Int) {
    (Self.identity(of: state), Self.identity(of: state.mode), state.tally.count)
  }

  /// The count of the presented tally, read off the main actor through a key path.
  private nonisolated static func tallyCount(in state: Board.State) -> Int? {
    state[keyPath: \.destination?.tally]?.count
  }

  private nonisolated static func identity(of state: some ObservableState) -> ObservableStateID {
    state._$id
  }
}
