extension RootCore {
  /// Installs `recorder`: the store's reducer is wrapped in one that records each action with
  /// its source and the state it leaves. Until then, and after ``stopRecording()``, the store runs
  /// its reducer directly.
  func startRecording(into recorder: ActionRecorder<State, Action>) -> Bool {
    guard self.recording == nil else { return false }
    let hook = RecordingHook()
    let reduce = self.reduce
    recorder.begin(from: self.currentState().pointee)
    self.reduce = { state, action in
      let source = hook.nextSource()
      let effect = reduce(&state, action)
      hook.currentID = recorder.record(action, source: source, state: state)
      return effect
    }
    hook.stop = { [weak self] in
      self?.reduce = reduce
      self?.recording = nil
    }
    self.recording = hook
    return true
  }

  /// Puts the store's own reducer back.
  func stopRecording() {
    self.recording?.stop()
  }
}
