import Composable

/// Root send with a recorder installed, and after recording stopped, against the root send of the
/// same run (`reference`): recording must cost under 2× a root send, and a store that stopped
/// recording must be back to a plain root send.
@MainActor
func recordingScenarios(reference rootSend: Double) -> [Row] {
  let recorded = Store(initialState: Counter.State()) { Counter() }
  let recorder = ActionRecorder<Counter.State, Counter.Action>()
  recorded._record(into: recorder)
  let recordingOn = measure(iterations: 200_000) { n in
    for _ in 0..<n { recorded.send(.increment) }
  }
  recorded._stopRecording()
  let recordingOff = measure(iterations: 200_000) { n in
    for _ in 0..<n { recorded.send(.increment) }
  }
  return [
    Row(
      scenario: "root send, recording on", median: recordingOn, floor: rootSend,
      target: "< 2× root send", met: recordingOn < 2 * rootSend),
    Row(
      scenario: "root send, recording stopped", median: recordingOff, floor: rootSend,
      target: "≈ root send (< 1.1×)", met: recordingOff < 1.1 * rootSend),
  ]
}
