/// A feature's logic: how its state changes in response to an action, and which effects it runs.
///
/// Conform by implementing ``body`` out of other reducers (usually with the `@Reducer` macro), or
/// ``reduce(into:action:)`` directly:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment, decrement }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .increment: state.count += 1
///       case .decrement: state.count -= 1
///       }
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer works on.
  associatedtype State

  /// The actions the reducer handles.
  associatedtype Action

  /// The reducer's body, built from other reducers; leave it out when you implement
  /// ``reduce(into:action:)``.
  associatedtype Body

  /// Changes `state` in response to `action` and returns the effect to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this reducer is made of, run in order for every action.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Reduces through a body evaluated once and kept in `bodyCache` (see ``_ResolvedReducer``).
  /// Implemented for every reducer; do not implement it yourself.
  func _reduce(
    into state: inout State, action: Action, bodyCache: _ReducerBodyCache
  ) -> Effect<Action>
}

/// The reducer type of a feature: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; this is never called.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Reducers that implement 'reduce(into:action:)' must not access \
      'body'.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the ``body``.
  @inlinable
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    self.body.reduce(into: &state, action: action)
  }
}
