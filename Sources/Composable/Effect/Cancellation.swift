/// A cancellation id qualified by the position of the reducer that used it.
@usableFromInline
package struct CancelToken: Hashable, Sendable {
  let id: AnyHashableSendable
  let path: NavigationIDPath?

  init(id: some Hashable & Sendable, path: NavigationIDPath?) {
    self.id = AnyHashableSendable(CancelIDKey(id))
    self.path = path
  }

  init(erased id: AnyHashableSendable, path: NavigationIDPath?) {
    self.id = id
    self.path = path
  }
}

/// Keeps ids of different types apart: `Int(1)` and an enum case never collide, nor do two
/// different empty enums used as ids (their metatypes differ).
struct CancelIDKey: Hashable, Sendable {
  let type: ObjectIdentifier
  let value: AnyHashableSendable

  init<ID: Hashable & Sendable>(_ id: ID) {
    self.type = ObjectIdentifier(Swift.type(of: id as Any))
    self.value = AnyHashableSendable(id)
  }
}

extension Effect {
  /// Makes this effect cancellable with `id`.
  ///
  /// The id is qualified by the reducer's position in the feature tree: effects of two rows of a
  /// `forEach` can use the same id without interfering, and `.cancel(id:)` from a parent reaches
  /// the effects of its descendants.
  ///
  /// - Parameters:
  ///   - id: Any hashable value; ids compare by type and value.
  ///   - cancelInFlight: Cancel running effects with this id before starting this one.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let token = CancelToken(id: id, path: NavigationIDPath.current)
    if self.isNone {
      return cancelInFlight ? Self(operation: .cancel(token)) : .none
    }
    return Self(operation: .cancellable(token, cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect made cancellable with `id` by this reducer or
  /// any reducer below it.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(CancelToken(id: id, path: NavigationIDPath.current)))
  }

  /// Wraps a child's effects so that they can all be cancelled when the child goes away.
  @usableFromInline
  static func childScoped(_ effect: Self, path: NavigationIDPath) -> Self {
    if effect.isNone { return effect }
    return Self(
      operation: .cancellable(CancelToken(erased: childEffectsID, path: path), cancelInFlight: false, effect)
    )
  }

  /// An effect that cancels every effect of the child at `path` and its descendants.
  @usableFromInline
  static func cancelChild(at path: NavigationIDPath) -> Self {
    Self(operation: .cancel(CancelToken(erased: childEffectsID, path: path)))
  }
}

/// The id under which `ifLet`, `forEach` and navigation operators register all of a child's
/// effects.
let childEffectsID = AnyHashableSendable(CancelIDKey(ChildEffects()))
private struct ChildEffects: Hashable, Sendable {}

/// Runs `operation` as a cancellable unit of work: if another call with the same id is running,
/// and `cancelInFlight` is true, it is cancelled first; `Task.cancel(id:)` cancels it.
///
/// Effects made with `.cancellable(id:)` are tracked by the store that runs them; this global
/// helper is for async code outside effects.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let key = AnyHashableSendable(CancelIDKey(id))
  let task = Task { try await operation() }
  let token = GlobalCancellables.shared.insert(task, for: key, cancelInFlight: cancelInFlight)
  defer { GlobalCancellables.shared.remove(token, for: key) }
  return try await withTaskCancellationHandler {
    try await task.value
  } onCancel: {
    task.cancel()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels every `withTaskCancellation(id:)` operation running with `id`.
  public static func cancel(id: some Hashable & Sendable) {
    GlobalCancellables.shared.cancel(AnyHashableSendable(CancelIDKey(id)))
  }
}

final class GlobalCancellables: Sendable {
  static let shared = GlobalCancellables()
  private let storage = LockIsolated<[AnyHashableSendable: [Int: @Sendable () -> Void]]>([:])
  private let counter = LockIsolated(0)

  func insert<T>(
    _ task: Task<T, any Error>, for key: AnyHashableSendable, cancelInFlight: Bool
  ) -> Int {
    let token = self.counter.withValue { $0 += 1; return $0 }
    let cancelled = self.storage.withValue { storage -> [@Sendable () -> Void] in
      let previous = cancelInFlight ? Array((storage[key] ?? [:]).values) : []
      if cancelInFlight { storage[key] = nil }
      storage[key, default: [:]][token] = { task.cancel() }
      return previous
    }
    cancelled.forEach { $0() }
    return token
  }

  func remove(_ token: Int, for key: AnyHashableSendable) {
    self.storage.withValue {
      $0[key]?[token] = nil
      if $0[key]?.isEmpty == true { $0[key] = nil }
    }
  }

  func cancel(_ key: AnyHashableSendable) {
    let cancels = self.storage.withValue { $0.removeValue(forKey: key).map { Array($0.values) } ?? [] }
    cancels.forEach { $0() }
  }
}
