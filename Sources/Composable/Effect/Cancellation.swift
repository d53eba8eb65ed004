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
    let token = CancelToken(id: id, path: ScopePath.current)
    if self.isNone {
      return cancelInFlight ? Self(operation: .cancel(token)) : .none
    }
    return Self(operation: .cancellable(token, cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect made cancellable with `id` by this reducer or
  /// any reducer below it.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(CancelToken(id: id, path: ScopePath.current)))
  }

  /// Wraps a child's effects so that they can all be cancelled when the child goes away.
  @usableFromInline
  package static func childScoped(_ effect: Self, path: ScopePath) -> Self {
    if effect.isNone { return effect }
    return Self(
      operation: .cancellable(
        CancelToken(erased: childEffectsID, path: path), cancelInFlight: false, effect)
    )
  }

  /// An effect that cancels every effect of the child at `path` and its descendants.
  @usableFromInline
  package static func cancelChild(at path: ScopePath) -> Self {
    Self(operation: .cancel(CancelToken(erased: childEffectsID, path: path)))
  }
}
