import Foundation

/// A reducer whose body is evaluated once, on first use, and kept.
///
/// A reducer's `body` is a computed property: evaluated for every action, it rebuilds every
/// operator in it, and building a case key path such as `\.child` instantiates a key path at run
/// time (CasePaths' case key paths carry a subscript argument, so Swift cannot cache them), which
/// costs microseconds per operator. The store and the scoping operators therefore wrap the
/// reducers they run in this type. Resolution is lazy, so recursive features (a node whose body
/// scopes to child nodes) resolve only as deep as actions actually go.
///
/// A body is assumed to describe the same reducers every time it is evaluated, as TCA asks of
/// bodies: state and dependencies are read when the reducers run, not when the body is built.
public struct _ResolvedReducer<State, Action>: Reducer {
  @usableFromInline
  let box: ResolvedReducerBox<State, Action>

  /// Wraps `reducer`; its body is evaluated the first time an action arrives.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.box = ResolvedReducerBox(reducer)
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.box.resolved.reduce(into: &state, action: action)
  }
}

@usableFromInline
final class ResolvedReducerBox<State, Action>: @unchecked Sendable {
  private let lock = NSLock()
  private let base: any Reducer<State, Action>
  private var cache: (any Reducer<State, Action>)?

  @usableFromInline
  init<R: Reducer<State, Action>>(_ reducer: R) {
    self.base = reducer
  }

  /// The reducer that does the work: the body of `base` (resolved in turn), or `base` itself
  /// when it implements `reduce(into:action:)`.
  @usableFromInline
  var resolved: any Reducer<State, Action> {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let cache { return cache }
    let resolved = Self.resolve(self.base)
    self.cache = resolved
    return resolved
  }

  private static func resolve<R: Reducer<State, Action>>(_ reducer: R) -> any Reducer<State, Action> {
    guard R.Body.self != Never.self, let body = reducer.body as? any Reducer<State, Action> else {
      return reducer
    }
    return resolve(body)
  }
}
