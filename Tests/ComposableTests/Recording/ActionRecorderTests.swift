import Composable
import Testing

/// A root store with a recorder installed records every action it reduces, in order, with its
/// source and the state it left, keeping only the last `capacity` actions.
@MainActor
@Suite struct ActionRecorderTests {
  @Test func recordsOrderSourcesAndStates() async {
    let store = Store(initialState: RecordingFeature.State()) { RecordingFeature() }
    let recorder = ActionRecorder<RecordingFeature.State, RecordingFeature.Action>()
    store._record(into: recorder)
    await store.send(.start).finish()
    store.send(.increment)

    let actions = recorder.actions
    #expect(actions.map(\.action) == [.start, .step, .tick(1), .increment])
    #expect(actions.map(\.id) == [0, 1, 2, 3])
    #expect(
      actions.map(\.source) == [.user, .send(parent: 0), .effect(parent: 0), .user]
    )
    #expect(
      actions.map(\.state.log) == [
        ["start"], ["start", "step"], ["start", "step", "tick 1"], ["start", "step", "tick 1"],
      ])
    #expect(actions.last?.state.count == 1)
    #expect(recorder.recording?.initialState == RecordingFeature.State())
    let times = actions.map(\.timestamp)
    #expect(times == times.sorted())
  }

  @Test func laterPartsOfAConcatenationAreEffectsOfTheActionThatStartedIt() async {
    let store = Store(initialState: RecordingFeature.State()) { RecordingFeature() }
    let recorder = ActionRecorder<RecordingFeature.State, RecordingFeature.Action>()
    store.send(.increment)
    store._record(into: recorder)
    store.send(.increment)
    await store.send(.chain).finish()

    #expect(recorder.actions.map(\.action) == [.increment, .chain, .tick(2), .tick(3)])
    #expect(
      recorder.actions.map(\.source)
        == [.user, .user, .effect(parent: 1), .effect(parent: 1)]
    )
    // The state when recording started, not the store's first state.
    #expect(recorder.recording?.initialState.count == 1)
  }

  @Test func keepsTheLastCapacityActions() {
    let store = Store(initialState: RecordingFeature.State()) { RecordingFeature() }
    let recorder = ActionRecorder<RecordingFeature.State, RecordingFeature.Action>(capacity: 3)
    store._record(into: recorder)
    for _ in 1...5 { store.send(.increment) }

    #expect(recorder.count == 3)
    #expect(recorder.actions.map(\.id) == [2, 3, 4])
    #expect(recorder.actions.map(\.state.count) == [3, 4, 5])
    // The state before the oldest action kept: the one the last dropped action left.
    #expect(recorder.recording?.initialState.count == 2)
  }

  @Test func defaultCapacityIsOneThousand() {
    #expect(ActionRecorder<Int, Int>().capacity == 1_000)
  }

  @Test func stoppingPutsTheStoreBack() {
    let store = Store(initialState: RecordingFeature.State()) { RecordingFeature() }
    let recorder = ActionRecorder<RecordingFeature.State, RecordingFeature.Action>()
    store._record(into: recorder)
    store.send(.increment)
    store._stopRecording()
    store.send(.increment)

    #expect(recorder.count == 1)
    #expect(store.count == 2)
    // Recording again continues the ids.
    store._record(into: recorder)
    store.send(.increment)
    #expect(recorder.actions.map(\.id) == [0, 1])
  }

  @Test func actionsOfScopedStoresAreRecordedAsTheRootsActions() {
    let store = Store(initialState: ParentState()) { ParentFeature() }
    let recorder = ActionRecorder<ParentState, ParentAction>()
    store._record(into: recorder)
    store.scope(state: \.child, action: \.child).send(.increment)

    #expect(recorder.actions.map(\.action) == [.child(.increment)])
    #expect(recorder.actions.first?.state.child.count == 1)
  }

  @Test func recordingAScopedStoreIsReported() {
    let store = Store(initialState: ParentState()) { ParentFeature() }
    let recorder = ActionRecorder<RecordingFeature.State, RecordingFeature.Action>()
    withKnownIssue {
      store.scope(state: \.child, action: \.child)._record(into: recorder)
    } matching: {
      $0.description.contains("Only a root store can be recorded")
    }
  }

  @Test func recordingTwiceIsReported() {
    let store = Store(initialState: RecordingFeature.State()) { RecordingFeature() }
    let recorder = ActionRecorder<RecordingFeature.State, RecordingFeature.Action>()
    store._record(into: recorder)
    withKnownIssue {
      store._record(into: ActionRecorder())
    } matching: {
      $0.description.contains("already recording")
    }
    store.send(.increment)
    #expect(recorder.count == 1)
  }
}

struct ParentState: Equatable {
  var child = RecordingFeature.State()
}

@CasePathable
enum ParentAction: Equatable {
  case child(RecordingFeature.Action)
}

struct ParentFeature: Reducer {
  var body: some Reducer<ParentState, ParentAction> {
    Scope(state: \.child, action: \.child) { RecordingFeature() }
  }
}
