/// One recorded action, and the line it has in the recording's file.
struct ReplayStep<State, Action> {
  let record: RecordedAction<State, Action>
  /// The line of the record in a file written by `jsonLines(app:)`: the header is line 1.
  let line: Int
}

/// How a replay differs from its recording, worded for the test failure.
struct ReplayMismatch<State, Action> {
  let step: ReplayStep<State, Action>?
  let problem: Problem
  let expected: State?
  let actual: State?

  enum Problem {
    /// The test store does not start from the recording's initial state.
    case initialState
    /// The recorded action came from an effect, and no action was received in time.
    case notReceived(after: Duration)
    /// Another action was received than the one recorded.
    case receivedAnother(Action)
    /// The action left another state than the one recorded.
    case state
  }

  init(step: ReplayStep<State, Action>?, problem: Problem, expected: State, actual: State) {
    self.step = step
    self.problem = problem
    self.expected = expected
    self.actual = actual
  }

  init(step: ReplayStep<State, Action>, problem: Problem, actual: State? = nil) {
    self.step = step
    self.problem = problem
    self.expected = actual.map { _ in step.record.state }
    self.actual = actual
  }

  var message: String {
    var message: String
    if let step {
      let record = step.record
      message = """
        The replay differs from the recording at record #\(record.id) (line \(step.line) of its \
        file), sent by \(record.source):
        \(String(customDumping: record.action).indented(by: 2))

        """
    } else {
      message = ""
    }
    switch self.problem {
    case .initialState:
      message += "The test store does not start from the recording's initial state."
    case .notReceived(let timeout):
      message += """
        The recording has this action from an effect, but the store received no action within \
        \(timeout.secondsDescription) seconds.
        """
    case .receivedAnother(let action):
      message += """
        The recording has this action from an effect, but the store received:
        \(String(customDumping: action).indented(by: 2))
        """
    case .state:
      message += "The state after it is not the recorded one."
    }
    if let expected, let actual, let difference = diff(expected, actual, format: .proportional) {
      message += "\n\n  (Expected: −, Actual: +)\n" + difference.indented(by: 2)
    }
    return message
  }
}
