/// Groups reducers so that an operator applies to all of them at once.
///
/// ```swift
/// CombineReducers {
///   Reduce { state, action in … }
///   Scope(state: \.child, action: \.child) { Child() }
/// }
/// .ifLet(\.alert, action: \.alert) { … }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers built by `build`, run in order.
  @inlinable
  public init(
    @ReducerBuilder<State, Action> _ build: () -> Reducers
  ) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reducers.reduce(into: &state, action: action)
  }
}
