/// How much of what happens in a test a ``TestStore`` requires the test to assert.
///
/// ```swift
/// store.exhaustivity = .off
/// await store.send(.login) {
///   $0.isLoading = true  // other changes, received actions and effects are not checked
/// }
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted. The default.
  case on

  /// Only what the test names is checked: unasserted state changes, received actions and effects
  /// still running are skipped.
  ///
  /// An assertion closure is then applied to the actual new state, and must leave it unchanged:
  /// only the fields it writes are checked. Write values (`$0.count = 2`), not changes
  /// (`$0.count += 1`), in non-exhaustive assertions.
  ///
  /// - Parameter showSkippedAssertions: Record what was skipped as known issues, which show up in
  ///   the test report without failing the test. Useful to see what a non-exhaustive test leaves
  ///   out.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without reporting what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}

extension TestStore {
  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  ///   await store.receive(\.response)
  /// }
  /// ```
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending R
  ) async rethrows -> sending R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  var showsSkippedAssertions: Bool {
    self.exhaustivity == .off(showSkippedAssertions: true)
  }
}
