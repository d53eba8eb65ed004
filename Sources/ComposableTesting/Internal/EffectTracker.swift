/// Identifies an effect the test store is tracking.
struct TrackedEffectID: Hashable, Sendable {
  let rawValue: Int
}

/// An effect that the test store saw start and has not yet seen finish.
struct InFlightEffect {
  /// The action whose reducer returned the effect. Kept as `Any` so that the tracker is not generic
  /// and can be shared with ``TestStoreTask``; it is only ever dumped into messages.
  let action: Any
  /// Whether that action was fed back by an effect rather than sent by the test.
  let wasReceived: Bool
  /// The test step that led to the effect: issues about it are reported there. Every effect that
  /// descends from one `send` (through the actions its effects fed back) shares that step's
  /// location object, which is how a ``TestStoreTask`` finds the effects it stands for.
  let location: OperatorLocation
}

/// The effects of a test store that are still running.
///
/// An effect counts as running from the moment the reducer returns it, not from when its task first
/// runs, so that there is no window in which a just-started effect looks finished.
@MainActor
final class EffectTracker {
  private(set) var inFlight: OrderedDictionary<TrackedEffectID, InFlightEffect> = [:]
  private var nextID = 0

  var isEmpty: Bool { self.inFlight.isEmpty }

  func start(_ effect: InFlightEffect) -> TrackedEffectID {
    let id = TrackedEffectID(rawValue: self.nextID)
    self.nextID += 1
    self.inFlight[id] = effect
    return id
  }

  func finish(_ id: TrackedEffectID) {
    self.inFlight[id] = nil
  }

  /// Stops tracking effects whose fate the test has already dealt with (skipped or reported), so
  /// they are not reported a second time when the test ends.
  func forget(_ ids: some Sequence<TrackedEffectID>) {
    for id in ids { self.inFlight[id] = nil }
  }

  func isRunning(_ id: TrackedEffectID) -> Bool {
    self.inFlight[id] != nil
  }

  /// The running effects that descend from the test step at `step`.
  func running(from step: OperatorLocation) -> [InFlightEffect] {
    self.inFlight.values.filter { $0.location === step }
  }
}
