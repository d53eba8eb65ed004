import Observation

/// Time travel through the demo's recorded actions, for the changes panel (`p`).
///
/// While the panel shows, PgUp (or `[`) steps back through the actions a recorder keeps, and
/// PgDn (or `]`) steps forward; stepping forward past the newest action returns to the present.
/// While travelling, the app is drawn from a read-only store holding the state as it was after
/// the selected action: a key that would send an action returns to the present instead (the key
/// itself is not applied, since it was aimed at a past screen).
///
/// ```swift
/// let recorder = ActionRecorder<AppFeature.State, AppFeature.Action>()
/// store._record(into: recorder)
/// let timeTravel = TimeTravel(recorder: recorder)
/// await TerminalApp.run { AppView(store: store, timeTravel: timeTravel) }
/// ```
@MainActor
public final class TimeTravel: Observable {
  /// The recorder the demo's store records into.
  public typealias Recorder = ActionRecorder<AppFeature.State, AppFeature.Action>

  /// Where the actions travelled through come from.
  public let recorder: Recorder
  private let registrar = ObservationRegistrar()
  /// Counts the actions recorded, so that the panel redraws when one is.
  private var _revision = 0
  /// The step shown while travelling, as a recorded action's id; the id before the oldest held
  /// action stands for the recording's initial state.
  private var _selectedID: Int?
  /// The read-only store of the selected step.
  private var _pastStore: StoreOf<AppFeature>?

  /// Follows `recorder`: whatever it already calls after recording an action is still called.
  public init(recorder: Recorder) {
    self.recorder = recorder
    let previous = recorder.onRecord
    recorder.onRecord = { [weak self] action in
      previous?(action)
      self?.didRecord()
    }
  }

  /// Whether the app is drawn as it was in the past.
  public var isTravelling: Bool { self.selectedID != nil }

  /// The id of the action whose resulting state is shown, or the id before the oldest held
  /// action for the initial state; `nil` in the present.
  public var selectedID: Int? {
    self.registrar.access(self, keyPath: \.selectedID)
    return self._selectedID
  }

  /// The store to draw the app from while travelling: read-only, holding the selected step's
  /// state (with the panel shown). `nil` in the present.
  public var pastStore: StoreOf<AppFeature>? {
    self.registrar.access(self, keyPath: \.selectedID)
    return self._pastStore
  }

  /// The steps that can be selected, oldest first: the initial state, then each held action.
  var steps: [TimeTravelStep] {
    self.registrar.access(self, keyPath: \.revision)
    guard let recording = self.recorder.recording else { return [] }
    var steps = [
      TimeTravelStep(
        id: (recording.actions.first?.id ?? 0) - 1, action: nil,
        state: recording.initialState, previousState: nil)
    ]
    var previous = recording.initialState
    for action in recording.actions {
      steps.append(
        TimeTravelStep(id: action.id, action: action, state: action.state, previousState: previous))
      previous = action.state
    }
    return steps
  }

  /// Selects the step before the selected one; in the present, selects the newest action.
  public func stepBack() {
    let steps = self.steps
    guard let newest = steps.last else { return }
    guard let selected = self._selectedID else {
      self.select(newest)
      return
    }
    let index = steps.lastIndex { $0.id <= selected } ?? 0
    self.select(steps[max(0, index - 1)])
  }

  /// Selects the step after the selected one; from the newest action, returns to the present.
  public func stepForward() {
    guard let selected = self._selectedID else { return }
    let steps = self.steps
    guard let next = steps.first(where: { $0.id > selected }) else {
      self.returnToPresent()
      return
    }
    self.select(next)
  }

  /// Stops travelling: the app is drawn from its live store again.
  public func returnToPresent() {
    guard self._selectedID != nil else { return }
    self.registrar.withMutation(of: self, keyPath: \.selectedID) {
      self._selectedID = nil
      self._pastStore = nil
    }
  }

  private func select(_ step: TimeTravelStep) {
    var state = step.state
    // The panel travelled in stays open, whatever the past said about it.
    state.showsChanges = true
    let store = Store(initialState: state) {
      ReadOnlyPast { [weak self] in self?.returnToPresent() }
    }
    self.registrar.withMutation(of: self, keyPath: \.selectedID) {
      self._selectedID = step.id
      self._pastStore = store
    }
  }

  private var revision: Int { self._revision }

  private func didRecord() {
    self.registrar.withMutation(of: self, keyPath: \.revision) { self._revision += 1 }
  }
}

/// One step of the travel: the state after an action (or the initial state, without one) and the
/// state before it.
struct TimeTravelStep {
  let id: Int
  let action: RecordedAction<AppFeature.State, AppFeature.Action>?
  let state: AppFeature.State
  let previousState: AppFeature.State?
}

/// The reducer of a past store: it changes nothing, and any action sent to it returns the app to
/// the present.
private struct ReadOnlyPast: Reducer {
  typealias State = AppFeature.State
  typealias Action = AppFeature.Action

  let onAction: @MainActor () -> Void

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    MainActor.assumeIsolated { self.onAction() }
    return .none
  }
}
