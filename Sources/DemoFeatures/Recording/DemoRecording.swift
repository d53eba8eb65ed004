import Foundation

/// The demo's `--record` and `--replay`: a session is written as JSON Lines, each state as its
/// dump (the demo's state holds alerts, which are not `Codable`).
@MainActor
public enum DemoRecording {
  /// The name the demo's recordings give as their app.
  public static let app = "demo"

  /// What a demo recording file holds.
  public typealias File = Recording<DumpedState<AppFeature.State>, AppFeature.Action>

  /// Starts recording `store` into the file at `url`: each action is written as it happens, so
  /// that the file is complete however the demo ends (quitting, Ctrl-C).
  ///
  /// - Returns: The recorder, which also keeps the last actions for the changes panel.
  public static func record(
    _ store: StoreOf<AppFeature>, to url: URL
  ) throws -> ActionRecorder<AppFeature.State, AppFeature.Action> {
    let writer = try RecordingFileWriter<DumpedState<AppFeature.State>, AppFeature.Action>(
      url: url, app: self.app, initialState: DumpedState(store.withState { $0 }))
    let recorder = ActionRecorder<AppFeature.State, AppFeature.Action>()
    recorder.onRecord = { action in
      try? writer.append(
        RecordedAction(
          id: action.id, timestamp: action.timestamp, source: action.source,
          action: action.action, state: DumpedState(action.state)))
    }
    store._record(into: recorder)
    return recorder
  }

  /// Replays the recording file at `url` on a new demo store, printing each step through
  /// `output`.
  ///
  /// - Returns: The demo's exit status: 0 when the session replays, 2 when the file cannot be
  ///   read or the first mismatch is found (which is printed).
  public static func replay(
    _ url: URL, speed: Double, output: (String) -> Void
  ) async -> Int32 {
    let recording: File
    do {
      recording = try File(contentsOf: url)
    } catch {
      output("demo: cannot replay \(url.path): \(error)")
      return 2
    }
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    let replay = SessionReplay(recording: recording, speed: speed)
    let count = recording.actions.count
    let mismatch = await replay.run(on: store) { index in
      let step = recording.actions[index]
      output("[\(index + 1)/\(count)] \(step.source): \(String(customDumping: step.action))")
    }
    if let mismatch {
      output("demo: the session does not replay. \(mismatch)")
      return 2
    }
    output("demo: replayed \(count) actions.")
    return 0
  }
}
