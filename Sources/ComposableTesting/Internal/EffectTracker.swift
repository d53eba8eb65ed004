/// Identifies an effect the test store is tracking. Also used as the cancellation id under which
/// the effect runs, so the test store can cancel it when told to skip in-flight effects.
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
  /// The test step that led to the effect: issues about it are reported there.
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
  /// Ids started during the current `TestStore.send`, for the ``TestStoreTask`` it returns.
  private var batch: [TrackedEffectID]?

  var isEmpty: Bool { self.inFlight.isEmpty }

  func start(_ effect: InFlightEffect) -> TrackedEffectID {
    let id = TrackedEffectID(rawValue: self.nextID)
    self.nextID += 1
    self.inFlight[id] = effect
    self.batch?.append(id)
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

  /// Collects the ids of effects started while `body` runs.
  func collectingStarted<R>(_ body: () -> R) -> (R, [TrackedEffectID]) {
    let outer = self.batch
    self.batch = []
    let result = body()
    let started = self.batch ?? []
    self.batch = outer.map { $0 + started }
    return (result, started)
  }
}
