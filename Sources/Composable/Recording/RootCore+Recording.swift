/// A core that can be recorded: the root core. Lets `Store._record(into:)`, which is inlinable so
/// that its recording closure is specialized for the app's types, reach it.
@usableFromInline
@MainActor
protocol _RecordableCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// Installs `record`, called with each action reduced, its source and the state it left;
  /// returns `false` if the core is recording already.
  func startRecording(_ record: @escaping (Action, ActionSource, State) -> Int) -> Bool

  /// Puts the core's own reducer back.
  func stopRecording()
}

extension RootCore: _RecordableCore {
  /// Wraps the store's reducer in one that records each action. Until then, and after
  /// ``stopRecording()``, the store runs its reducer directly.
  @usableFromInline
  func startRecording(_ record: @escaping (Action, ActionSource, State) -> Int) -> Bool {
    guard self.recording == nil else { return false }
    let hook = RecordingHook()
    let reduce = self.reduce
    self.reduce = { state, action in
      let source = hook.nextSource()
      let effect = reduce(&state, action)
      hook.currentID = record(action, source, state)
      return effect
    }
    hook.stop = { [weak self] in
      self?.reduce = reduce
      self?.recording = nil
    }
    self.recording = hook
    return true
  }

  @usableFromInline
  func stopRecording() {
    self.recording?.stop()
  }
}
