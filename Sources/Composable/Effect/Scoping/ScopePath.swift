#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The position of a reducer in the tree of features: the chain of `ifLet`, `forEach`,
/// presentation and stack elements between the store's root reducer and it.
///
/// Cancellation ids are qualified by the path of the reducer that created the effect, so that two
/// rows of a `forEach` using the same id never cancel each other, while a parent's `.cancel(id:)`
/// still reaches its own and its descendants' effects.
@usableFromInline
package final class ScopePath: Hashable, @unchecked Sendable {
  /// The path of the reducer currently being run, read while building cancellable effects.
  ///
  /// Reducers run synchronously, so the path lives in a slot of the running thread (see
  /// ``ScopeStack``) rather than in a task-local value, which costs an allocation per
  /// push: one push per `ifLet` level on every action.
  @usableFromInline
  package static var current: ScopePath? {
    ScopeStack.withSlot { $0.resolve() }
  }

  let parent: ScopePath?
  let element: AnyHashableSendable
  let depth: Int
  private let hash: Int

  @usableFromInline
  init(parent: ScopePath?, element: AnyHashableSendable) {
    self.parent = parent
    self.element = element
    self.depth = (parent?.depth ?? 0) + 1
    var hasher = Hasher()
    hasher.combine(parent?.hash ?? 0)
    hasher.combine(element)
    self.hash = hasher.finalize()
  }

  /// Whether `path` is `prefix` or lies below it, where `nil` is the root path of no store: the
  /// ancestor of every path, and below none but itself.
  static func isPath(_ path: ScopePath?, under prefix: ScopePath?) -> Bool {
    path?.hasPrefix(prefix) ?? (prefix == nil)
  }

  /// Whether `prefix` is this path or one of its ancestors; `nil` is the root, the ancestor of all.
  func hasPrefix(_ prefix: ScopePath?) -> Bool {
    guard let prefix else { return true }
    var node: ScopePath? = self
    while let current = node, current.depth >= prefix.depth {
      if current.depth == prefix.depth { return current == prefix }
      node = current.parent
    }
    return false
  }

  /// Runs `body` with `path` as the current path.
  @usableFromInline
  @inline(__always)
  package static func withCurrent<R>(_ path: ScopePath, _ body: () throws -> R) rethrows -> R {
    try withFrame(ScopeStack.Frame(cache: nil, path: path), body)
  }

  /// Runs `body` with the path of `child`'s child under the current path as the current path,
  /// built only if something reads it, and sets `mayHoldChildWork` to whether the store may still
  /// hold work of a child once `body` has run (see ``ScopeStack/mayHoldChildWork``): read from the
  /// slot the frame was pushed on, so that `ifLet` and the presentation operators pay for one
  /// thread-local lookup per level, not two.
  ///
  /// - Parameter isPresented: Whether the child is presented or pushed (by a presentation or
  ///   stack operator): `@Dependency(\.isPresented)` is then `true` inside, and
  ///   `@Dependency(\.dismiss)` closes the child. Setting these through the frame rather than
  ///   with `withDependencies` costs nothing on an action that reads neither and starts no effect.
  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  static func withChild<R>(
    _ child: ChildScopePathCache, isPresented: Bool = false, mayHoldChildWork: inout Bool,
    _ body: () throws -> R
  ) rethrows -> R {
    try withExtendedLifetime(child) {
      try Self.withChild(
        borrowing: .passUnretained(child), isPresented: isPresented,
        mayHoldChildWork: &mayHoldChildWork, body)
    }
  }

  /// ``withChild(_:isPresented:mayHoldChildWork:_:)`` with a cache that the caller keeps alive
  /// (a presentation operator borrows it from the record of the child, which the state holds), so
  /// that it is not retained and released for every action.
  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  static func withChild<R>(
    borrowing child: Unmanaged<ChildScopePathCache>, isPresented: Bool,
    mayHoldChildWork: inout Bool, _ body: () throws -> R
  ) rethrows -> R {
    try ScopeStack.withSlot { slot in
      slot.push(
        ScopeStack.Frame(borrowing: child, presentation: isPresented ? .presented : .inherited))
      defer { slot.pop() }
      let result = try body()
      mayHoldChildWork = slot.mayHoldChildWork
      return result
    }
  }

  /// Whether the reducer running on this thread is inside a presented or pushed child.
  static var isInsidePresentation: Bool {
    ScopeStack.withSlot { $0.isInsidePresentation }
  }

  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  static func withFrame<R>(
    _ frame: ScopeStack.Frame, _ body: () throws -> R
  ) rethrows -> R {
    try ScopeStack.withSlot { slot in
      slot.push(frame)
      defer { slot.pop() }
      return try body()
    }
  }

  /// The path of a child of the current reducer.
  @usableFromInline
  package static func child(_ element: AnyHashableSendable) -> ScopePath {
    ScopePath(parent: current, element: element)
  }

  @usableFromInline
  package static func == (lhs: ScopePath, rhs: ScopePath) -> Bool {
    if lhs === rhs { return true }
    guard lhs.hash == rhs.hash, lhs.depth == rhs.depth, lhs.element == rhs.element else {
      return false
    }
    return lhs.parent == rhs.parent
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(self.hash)
  }
}

extension ScopePath: CustomStringConvertible {
  @usableFromInline
  package var description: String {
    var elements: [String] = []
    var node: ScopePath? = self
    while let current = node {
      elements.append(String(describing: current.element.base))
      node = current.parent
    }
    return elements.reversed().joined(separator: " → ")
  }
}
