import Observation

#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// How a root store tells observers of its state as a whole that a batch of actions changed it:
/// through Observation, and through the relay store publishers subscribe to.
///
/// Observers of state that is not `@ObservableState` are notified once per batch; observers of
/// `@ObservableState` state only when a batch replaced it whole (its fields notify their own
/// observers).
@MainActor
final class RootStateObservation: Observable {
  private let registrar = ObservationRegistrar()
  private var batchCount = 0
  /// `\.batchCount`, built once.
  private let batchCountKeyPath: KeyPath<RootStateObservation, Int>
  private let stateIsObservable: Bool
  /// Reads the identity of `@ObservableState` state in place, to notice a batch replacing it.
  private let identityReader: ((UnsafeMutableRawPointer) -> ObservableStateID)?
  /// Tells store publishers that a batch of actions was reduced; made when the first one
  /// subscribes, so that a store nobody publishes pays one `nil` check per batch.
  private var stateChangeRelay: CurrentValueRelay<Void>?

  init<State>(of _: State.Type) {
    self.batchCountKeyPath = \RootStateObservation.batchCount
    self.stateIsObservable = State.self is any ObservableState.Type
    self.identityReader = Self.identityReader(State.self)
  }

  private static func identityReader<State>(
    _: State.Type
  ) -> ((UnsafeMutableRawPointer) -> ObservableStateID)? {
    guard let type = State.self as? any ObservableState.Type else { return nil }
    func reader<S: ObservableState>(_: S.Type) -> (UnsafeMutableRawPointer) -> ObservableStateID {
      // The pointer is to `S`: reading through it avoids a dynamic cast per batch, and reading
      // in place avoids copying the state.
      { $0.assumingMemoryBound(to: S.self).pointee._$identityInPlace() }
    }
    return reader(type)
  }

  /// Registers an observer of the state as a whole.
  func access() {
    self.registrar.access(self, keyPath: self.batchCountKeyPath)
  }

  /// The identity of the `@ObservableState` state at `state`; `nil` for other state.
  func identity(of state: UnsafeMutableRawPointer) -> ObservableStateID? {
    self.identityReader?(state)
  }

  /// Notifies observers that a batch was reduced into the state at `state`, whose identity was
  /// `identityBefore` before the batch.
  func batchReduced(into state: UnsafeMutableRawPointer, identityBefore: ObservableStateID?) {
    // Observable state notifies field by field, unless the batch replaced it whole: observers of
    // the old value's fields would never hear about the new one.
    if !self.stateIsObservable || identityBefore != self.identityReader?(state) {
      self.registrar.withMutation(of: self, keyPath: self.batchCountKeyPath) {
        self.batchCount &+= 1
      }
    }
    self.stateChangeRelay?.send(())
  }

  /// Emits once when subscribed to, then after every batch.
  var stateChanges: AnyPublisher<Void, Never> {
    if let relay = self.stateChangeRelay { return relay.eraseToAnyPublisher() }
    let relay = CurrentValueRelay(())
    self.stateChangeRelay = relay
    return relay.eraseToAnyPublisher()
  }
}
