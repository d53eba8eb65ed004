/// Keeps the last actions a root store reduced, each with its time, its source and the state it
/// left behind: what the terminal's time travel shows and what a recording file holds.
///
/// ```swift
/// let recorder = ActionRecorder<AppFeature.State, AppFeature.Action>()
/// let store = Store(initialState: AppFeature.State()) { AppFeature() }
/// store._record(into: recorder)
/// …
/// try recorder.recording.jsonLines(app: "MyApp").write(to: url, atomically: true, encoding: .utf8)
/// ```
///
/// The actions live in a ring buffer: once ``capacity`` actions are held, each new one drops the
/// oldest, and the recording's initial state moves on to the state that action left. A store
/// nobody records does no recording work at all.
@MainActor
public final class ActionRecorder<State, Action> {
  /// How many actions the recorder keeps.
  public let capacity: Int
  // The recording path is inlinable, so that it runs as code specialized for the app's state and
  // action types: see `Store._record(into:)`.
  @usableFromInline var buffer: RingBuffer<RecordedAction<State, Action>>
  @usableFromInline var baseState: State?
  @usableFromInline var nextID = 0
  @usableFromInline let clock = ContinuousClock()
  /// When the first store started recording: timestamps count from here.
  @usableFromInline var start: ContinuousClock.Instant
  private var hasBegun = false
  /// Called after each action is recorded, for a view of the recording that follows it.
  public var onRecord: (@MainActor (RecordedAction<State, Action>) -> Void)?

  /// Creates a recorder that keeps the last `capacity` actions (at least one).
  public init(capacity: Int = 1_000) {
    self.capacity = max(1, capacity)
    self.buffer = RingBuffer(capacity: max(1, capacity))
    self.start = self.clock.now
  }

  /// The number of actions held.
  public var count: Int { self.buffer.count }

  /// The actions held, oldest first.
  public var actions: [RecordedAction<State, Action>] { self.buffer.elements }

  /// The latest action held.
  public var lastAction: RecordedAction<State, Action>? { self.buffer.last }

  /// What the recorder holds, as a value: the state before its oldest action, and its actions.
  /// `nil` before a store started recording into it.
  public var recording: Recording<State, Action>? {
    self.baseState.map { Recording(initialState: $0, actions: self.buffer.elements) }
  }

  /// Forgets every action held; the next recorded action starts from `state`.
  public func reset(to state: State) {
    self.buffer.removeAll()
    self.baseState = state
  }

  /// Called when a store starts recording: the first store sets the initial state and the clock.
  @usableFromInline
  func begin(from state: State) {
    if self.baseState == nil { self.baseState = state }
    if !self.hasBegun {
      self.hasBegun = true
      self.start = self.clock.now
    }
  }

  /// Records an action just reduced, and returns its id.
  @inlinable
  func record(_ action: Action, source: ActionSource, state: State) -> Int {
    let id = self.nextID
    self.nextID += 1
    let entry = RecordedAction(
      id: id,
      timestamp: self.clock.now - self.start,
      source: source,
      action: action,
      state: state
    )
    if let dropped = self.buffer.append(entry) {
      self.baseState = dropped.state
    }
    self.onRecord?(entry)
    return id
  }
}
