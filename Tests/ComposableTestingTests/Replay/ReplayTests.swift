import ComposableTesting
import Foundation
import Testing

/// A recorded session replays as a test: user actions are sent, effect actions received, and the
/// first action whose outcome differs fails the test with a diff, naming its record and line.
@MainActor
@Suite struct ReplayTests {
  struct Timer: Reducer {
    struct State: Equatable, Codable {
      var count = 0
      var isRunning = false
    }

    enum Action: Equatable, Codable {
      case start
      case started
      case tick
      case tapped
    }

    /// How much a tick adds: 1, or something else for a regression.
    var step = 1
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .merge(
          .send(.started),
          .run { send in
            for _ in 1...2 {
              try await self.clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        )
      case .started:
        state.isRunning = true
        return .none
      case .tick:
        state.count += self.step
        return .none
      case .tapped:
        state.isRunning = false
        return .none
      }
    }
  }

  typealias TimerRecording = Recording<Timer.State, Timer.Action>

  func record(_ body: (Store<Timer.State, Timer.Action>) async -> Void) async -> TimerRecording {
    let store = Store(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let recorder = ActionRecorder<Timer.State, Timer.Action>()
    store._record(into: recorder)
    await body(store)
    return recorder.recording!
  }

  func session() async -> TimerRecording {
    await self.record { store in
      await store.send(.start).finish()
      store.send(.tapped)
    }
  }

  @Test func aRecordingReplays() async throws {
    let recording = await self.session()
    #expect(recording.actions.map(\.action) == [.start, .started, .tick, .tick, .tapped])

    let store = TestStore(initialState: recording.initialState) {
      Timer()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    #expect(await store.replay(recording))
    #expect(store.state == Timer.State(count: 2, isRunning: false))
  }

  @Test func aRecordingFileReplaysInThreeLines() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-\(UUID().uuidString).jsonl")
    try await self.session().jsonLines(app: "ReplayTests").write(
      to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }

    let recording = try TimerRecording(contentsOf: url)
    let store = TestStore(initialState: recording.initialState) {
      Timer()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.replay(recording)
  }

  @Test func aDifferentStateFailsAtTheFirstDifferingActionWithADiff() async {
    let recording = await self.session()
    let store = TestStore(initialState: recording.initialState) {
      Timer(step: 2)
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    var replayed = true
    await withKnownIssue {
      replayed = await store.replay(recording)
    } matching: { issue in
      let message = issue.description
      return message.contains("record #2 (line 4 of its file), sent by effect of #0")
        && message.contains("−   count: 1")
        && message.contains("+   count: 2")
    }
    #expect(!replayed)
  }

  @Test func anotherReceivedActionFails() async {
    var recording = await self.session()
    recording.actions[2] = RecordedAction(
      id: 2, timestamp: .zero, source: .effect(parent: 0), action: .tapped,
      state: recording.actions[2].state)
    let store = TestStore(initialState: recording.initialState) {
      Timer()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await withKnownIssue {
      await store.replay(recording)
    } matching: { issue in
      issue.description.contains("but the store received:")
        && issue.description.contains("Timer.Action.tick")
    }
  }

  @Test func aMissingEffectActionFails() async {
    var recording = await self.session()
    // Recorded as if `.tapped` had come from an effect: nothing sends it.
    let last = recording.actions[4]
    recording.actions[4] = RecordedAction(
      id: 4, timestamp: .zero, source: .effect(parent: 0), action: .tapped, state: last.state)
    let store = TestStore(initialState: recording.initialState) {
      Timer()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await withKnownIssue {
      await store.replay(recording)
    } matching: {
      $0.description.contains("received no action within")
    }
  }

  @Test func anotherInitialStateFails() async {
    let recording = await self.session()
    let store = TestStore(initialState: Timer.State(count: 5)) { Timer() }
    await withKnownIssue {
      #expect(await store.replay(recording) == false)
    } matching: {
      $0.description.contains("does not start from the recording's initial state")
    }
  }
}
