extension Effect {
  /// Runs all `effects` at the same time; the result finishes when every one of them has.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    .merge(effects)
  }

  /// Runs all `effects` at the same time; the result finishes when every one of them has.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  /// Runs this effect and `other` at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    // Most merges involve no effect: answered without forming the pair of operations below,
    // which copies (and retains) both.
    if case .none = self.operation { return other }
    if case .none = other.operation { return self }
    switch (self.operation, other.operation) {
    case let (.merge(lhs), .merge(rhs)): return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _): return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)): return Self(operation: .merge([self] + rhs))
    default: return Self(operation: .merge([self, other]))
    }
  }

  /// Runs `effects` one after another: each starts when the one before it has finished.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    .concatenate(effects)
  }

  /// Runs `effects` one after another: each starts when the one before it has finished.
  @inlinable
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  /// Runs `other` after this effect has finished.
  @inlinable
  public func concatenate(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _): return other
    case (_, .none): return self
    case let (.concatenate(lhs), .concatenate(rhs)): return Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _): return Self(operation: .concatenate(lhs + [other]))
    case let (_, .concatenate(rhs)): return Self(operation: .concatenate([self] + rhs))
    default: return Self(operation: .concatenate([self, other]))
    }
  }

  /// Transforms every action this effect sends, for embedding a child's effect in a parent.
  @inlinable
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    // Most reducers return no effect: answered inline, without a call into generic code.
    if case .none = self.operation { return .none }
    return self.mapOperation(transform)
  }

  @usableFromInline
  func mapOperation<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch self.operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(run):
      let body = run.body
      return Effect<NewAction>(
        operation: .run(run.replacingBody { send in await body(send.map(transform)) })
      )
    case let .publisher(run):
      return Effect<NewAction>(operation: .publisher(run.map(transform)))
    case let .merge(effects):
      return Effect<NewAction>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<NewAction>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(token, cancelInFlight, effect):
      return Effect<NewAction>(
        operation: .cancellable(token, cancelInFlight: cancelInFlight, effect.map(transform))
      )
    case let .cancel(token):
      return Effect<NewAction>(operation: .cancel(token))
    }
  }

  /// Whether the effect has no work at all.
  @inlinable
  var isNone: Bool {
    if case .none = self.operation { return true }
    return false
  }
}
