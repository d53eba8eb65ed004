/// What the test reducer writes down while the real store runs the feature: received actions, the
/// state after each sent action, and the effects in flight. The ``TestStore`` reads it to check
/// each step.
///
/// It also carries the dependencies the reducer runs with, so that the test can change them
/// between steps. It never refers back to the test store or the store, so there is no cycle:
/// effects can outlive the test store without keeping it alive.
@MainActor
final class TestStoreRecorder<State, Action> {
  /// Read by the test reducer on every action, so writes through ``TestStore/dependencies`` apply
  /// to every action reduced after them.
  var dependencies: DependencyValues
  var receivedActions: [ReceivedAction<State, Action>] = []
  /// The state right after the most recent sent action, before actions its `.send` effects fed
  /// back were reduced.
  var stateAfterSentAction: State?
  let effects = EffectTracker()
  /// Extension point for navigation: see `TestStore+Dismissal.swift`.
  var isDismissed = false
  /// Cancels every effect of the store the test store runs. Set once that store exists; it holds
  /// the store weakly, so that the recorder still never keeps it alive.
  var cancelStoreEffects: @MainActor () -> Void = {}

  init(dependencies: DependencyValues) {
    self.dependencies = dependencies
  }
}
