/// The counter of seed 003: a count with increment and decrement buttons, and a timer that
/// counts up once a second through `@Dependency(\.continuousClock)`.
///
/// The timer is a cancellable effect; when the screen is closed its presentation cancels it.
@Reducer
public struct CounterFeature {
  /// The count and whether the timer runs.
  @ObservableState
  public struct State: Equatable {
    /// The number shown.
    public var count = 0
    /// Whether the count goes up every second.
    public var isTimerRunning = false

    /// A counter at `count`.
    public init(count: Int = 0, isTimerRunning: Bool = false) {
      self.count = count
      self.isTimerRunning = isTimerRunning
    }
  }

  // Named after what the user did, not what the reducer does (seed 003, 2.3.1).
  /// What the user did, and the timer's ticks.
  public enum Action: Equatable, Codable {
    /// The Decrement button.
    case decrementButtonTapped
    /// The Increment button.
    case incrementButtonTapped
    /// A second passed on the running timer.
    case timerTicked
    /// The timer toggle.
    case toggleTimerButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  /// The counter's reducer.
  public init() {}

  /// Counts, and starts or cancels the timer effect.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      // At `Int`'s limits the count stays where it is instead of trapping.
      case .decrementButtonTapped:
        if state.count > .min { state.count -= 1 }
        return .none

      case .incrementButtonTapped, .timerTicked:
        if state.count < .max { state.count += 1 }
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else {
          return .cancel(id: CancelID.timer)
        }
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
  }
}
