import Foundation

/// Plays a recorded session back on a live store, step by step: the user's actions are sent at
/// their recorded pace (scaled by ``speed``), the actions of effects are awaited, and after each
/// one the action and the state are compared with the recording.
///
/// States are compared as their dumps (``DumpedState``), so a session can be replayed even when
/// the state holds values that are not `Codable`, such as an `AlertState`.
@MainActor
public struct SessionReplay<State, Action> {
  /// The session to play.
  public let recording: Recording<DumpedState<State>, Action>
  /// How much faster than recorded to play: 1 as recorded, 2 twice as fast, 0 without pauses.
  public var speed: Double
  /// How long to wait for an action the recording has from an effect.
  public var effectTimeout: Duration = .seconds(5)

  /// A replay of `recording` at `speed`.
  public init(recording: Recording<DumpedState<State>, Action>, speed: Double = 1) {
    self.recording = recording
    self.speed = speed
  }

  /// Plays the session on `store`, which must start from the recording's initial state.
  ///
  /// - Parameter onStep: Called after each action replayed, with its index in the recording.
  /// - Returns: `nil` when every action replayed, or a description of the first mismatch: the
  ///   record, its line in the file, and the difference.
  public func run(
    on store: Store<State, Action>,
    onStep: (Int) -> Void = { _ in }
  ) async -> String? {
    let start = DumpedState(store.withState { $0 })
    if start != self.recording.initialState {
      return "The app does not start from the recording's initial state:\n"
        + (diff(self.recording.initialState.text, start.text) ?? "")
    }
    var replayed: [RecordedAction<State, Action>] = []
    let recorder = ActionRecorder<State, Action>(capacity: 1)
    recorder.onRecord = { replayed.append($0) }
    store._record(into: recorder)
    defer { store._stopRecording() }
    var previousTime = self.recording.actions.first?.timestamp ?? .zero
    for (index, expected) in self.recording.actions.enumerated() {
      let place = "Record #\(expected.id) (line \(index + 2))"
      if expected.source.isFromEffect {
        let deadline = ContinuousClock.now + self.effectTimeout
        while replayed.count <= index, ContinuousClock.now < deadline {
          try? await Task.sleep(for: .milliseconds(2))
        }
      } else {
        if self.speed > 0, expected.timestamp > previousTime {
          try? await Task.sleep(for: (expected.timestamp - previousTime) / self.speed)
        }
        store.send(expected.action)
      }
      previousTime = expected.timestamp
      guard replayed.count > index else {
        return "\(place): the recording has \(String(customDumping: expected.action)) from an "
          + "effect, but none came within \(self.effectTimeout)."
      }
      let actual = replayed[index]
      let expectedAction = String(customDumping: expected.action)
      let actualAction = String(customDumping: actual.action)
      guard expectedAction == actualAction else {
        return
          "\(place): expected the action\n\(expectedAction)\nbut the app reduced\n\(actualAction)"
      }
      let actualState = DumpedState(actual.state)
      guard actualState == expected.state else {
        return "\(place), \(expectedAction): the state differs (−: recorded, +: replayed)\n"
          + (diff(expected.state.text, actualState.text) ?? "")
      }
      onStep(index)
    }
    return nil
  }
}
