extension Store {
  /// Records every action this root store reduces from now on into `recorder`: the action, when
  /// it was reduced, who sent it (the user, or which earlier action's effect), and the state it
  /// left. Stop with ``_stopRecording()``.
  ///
  /// Only a root store records (scoped stores send their actions through it, and those are
  /// recorded as the root's actions); recording into a scoped store, or into a second recorder,
  /// is reported as an issue and ignored.
  @inlinable
  public func _record(
    into recorder: ActionRecorder<State, Action>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard let core = self.core as? any _RecordableCore<State, Action> else {
      reportIssue(
        """
        Only a root store can be recorded: "\(Self.self)" is scoped. Record the store it was \
        scoped from; its recording holds this store's actions too.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    // Made here, where the state and action types are known, so that it records as specialized
    // code.
    let isRecording = core.startRecording { action, source, state in
      recorder.record(action, source: source, state: state)
    }
    guard isRecording else {
      reportIssue(
        "This store is already recording. Call '_stopRecording()' before recording it again.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    recorder.begin(from: self.withState { $0 })
  }

  /// Stops recording started by ``_record(into:fileID:filePath:line:column:)``; the recorder
  /// keeps what it recorded.
  public func _stopRecording() {
    (self.core as? any _RecordableCore<State, Action>)?.stopRecording()
  }
}
