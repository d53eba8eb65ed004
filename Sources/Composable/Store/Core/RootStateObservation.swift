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
/// `@ObservableState` state only when a batch replaced it whole or changed the payload of an enum
/// case that has no identity of its own (its fields notify their own observers).
@MainActor
final class RootStateObservation: Observable {
  private let registrar = ObservationRegistrar()
  private var batchCount = 0
  /// `\.batchCount`, built once. Immutable, and read by the nonisolated ``access()``.
  nonisolated(unsafe) private let batchCountKeyPath: KeyPath<RootStateObservation, Int>
  private let stateIsObservable: Bool
  /// Reads the identity of `@ObservableState` state in place, to notice a batch replacing it.
  /// The bare identity, not a `ChildIdentity` as `ChildIdentityReader` makes for a presented
  /// child: the root must see an inert one (`isInertRooted`), to compare the state with `==`.
  private let identityReader: ((UnsafeMutableRawPointer) -> ObservableStateID)?
  /// Tells store publishers that a batch of actions was reduced; made when the first one
  /// subscribes, so that a store nobody publishes pays one `nil` check per batch.
  private var stateChangeRelay: CurrentValueRelay<Void>?
  /// For `Equatable` state whose identity cannot tell its values apart (an enum in a case whose
  /// payload is not observable state, `.int(0)` and `.int(1)`): keeps the state as it is, and
  /// returns whether the state is still equal to it.
  private let keepForComparison: KeepForComparison?

  private typealias KeepForComparison =
    (UnsafeMutableRawPointer) -> (UnsafeMutableRawPointer) -> Bool

  init<State>(of _: State.Type) {
    self.batchCountKeyPath = \RootStateObservation.batchCount
    self.stateIsObservable = State.self is any ObservableState.Type
    self.identityReader = Self.identityReader(State.self)
    self.keepForComparison = Self.equalityKeeper(State.self)
  }

  /// `keepForComparison` for `Equatable` state; `nil` for other state.
  private static func equalityKeeper<State>(_: State.Type) -> KeepForComparison? {
    guard let type = State.self as? any Equatable.Type else { return nil }
    func keeper<E: Equatable>(_: E.Type) -> KeepForComparison {
      // The pointer is to `E`: reading through it avoids a dynamic cast.
      { before in
        let kept = before.assumingMemoryBound(to: E.self).pointee
        return { $0.assumingMemoryBound(to: E.self).pointee == kept }
      }
    }
    return keeper(type)
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
  nonisolated func access() {
    self.registrar.access(self, keyPath: self.batchCountKeyPath)
  }

  /// ``access()``, as the root of a chain of ``AccessRegistration``s: nonisolated, so that
  /// calling it makes no executor check.
  var registration: (UnsafeRawPointer) -> Void {
    { @Sendable [self] _ in self.access() }
  }

  /// The identity of the `@ObservableState` state at `state`; `nil` for other state.
  func identity(of state: UnsafeMutableRawPointer) -> ObservableStateID? {
    self.identityReader?(state)
  }

  /// Keeps the state at `state` for comparison after a batch when its `identity` cannot tell its
  /// values apart; `nil` otherwise.
  func keepIfIndistinct(
    _ state: UnsafeMutableRawPointer, identity: ObservableStateID?
  ) -> ((UnsafeMutableRawPointer) -> Bool)? {
    identity?.isInertRooted == true ? self.keepForComparison?(state) : nil
  }

  /// Notifies observers that a batch was reduced into the state at `state`, whose identity was
  /// `identityBefore` before the batch (and which `isStillEqual`, kept by
  /// ``keepIfIndistinct(_:identity:)``, compares with the state before the batch).
  func batchReduced(
    into state: UnsafeMutableRawPointer, identityBefore: ObservableStateID?,
    isStillEqual: ((UnsafeMutableRawPointer) -> Bool)?
  ) {
    // Observable state notifies field by field, unless the batch replaced it whole (observers of
    // the old value's fields would never hear about the new one) or it is an enum whose payload
    // has no fields to notify.
    if !self.stateIsObservable
      || self.replacedObservableState(in: state, since: identityBefore, isStillEqual: isStillEqual)
    {
      self.registrar.withMutation(of: self, keyPath: self.batchCountKeyPath) {
        self.batchCount &+= 1
      }
    }
    self.stateChangeRelay?.send(())
  }

  /// Whether a batch that began with the state's identity `before` replaced observable state or
  /// changed the payload of an enum case that has no identity of its own. Such a state of a type
  /// that is not `Equatable` counts as changed, since nothing tells.
  @inline(__always)  // on every send, where a call costs more than the usual two comparisons
  private func replacedObservableState(
    in state: UnsafeMutableRawPointer, since before: ObservableStateID?,
    isStillEqual: ((UnsafeMutableRawPointer) -> Bool)?
  ) -> Bool {
    guard let before, before == self.identityReader?(state) else { return true }
    guard before.isInertRooted else { return false }
    return !(isStillEqual?(state) ?? false)
  }

  /// Emits once when subscribed to, then after every batch.
  var stateChanges: AnyPublisher<Void, Never> {
    if let relay = self.stateChangeRelay { return relay.eraseToAnyPublisher() }
    let relay = CurrentValueRelay(())
    self.stateChangeRelay = relay
    return relay.eraseToAnyPublisher()
  }
}
