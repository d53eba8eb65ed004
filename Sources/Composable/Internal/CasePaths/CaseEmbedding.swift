/// Moves an action into a root action: the action at the first pointer (initialized memory of
/// the action's type, left uninitialized) becomes the root action written to the second
/// (uninitialized memory of the root's action type). The form in which an ``ActionRoute`` holds
/// the way from its store to the root, whose action type it does not name.
///
/// Neither argument is generic: a function of this type has one calling convention wherever it
/// is made or called, so handing one between generic code and code specialized for an action
/// type adds no reabstraction thunk to it, and an action moved through it is never copied.
public typealias _EmbedIntoRoot = (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void

/// One level of a route: given the function that embeds the parent's actions into the root's,
/// the function that embeds the child's.
public typealias _EmbedStep = (@escaping _EmbedIntoRoot) -> _EmbedIntoRoot

/// How a case of an enum embeds its payload, as levels of a route (``_EmbedStep``): into the
/// enum, and into `PresentationAction.presented` of the enum.
///
/// `@Reducer`'s enums hand these to visitors (``_FastCaseVisitor``), their closures written in
/// the enum's own code where the payload and the enum are concrete types (through
/// ``_$embed(_:_:_:_:)`` and ``_$present(_:_:_:_:)``): a store scoped through
/// `\.destination.child` embeds each action with one call per enum level, which moves the
/// action rather than copying it, and the indirect `.presented` case is boxed as a box of a
/// known type (a box allocated in generic code is looked up in the runtime's box cache first).
public struct _CaseEmbedding<Payload, Enum> {
  /// Embeds the payload into the enum's case.
  @usableFromInline let intoCase: _EmbedStep
  /// Embeds the payload into the enum's case, wrapped in `PresentationAction.presented`.
  @usableFromInline let intoPresented: _EmbedStep
  /// Whether the case is `indirect`: its payload is boxed rather than laid out at the start of
  /// the enum's value.
  @usableFromInline let isIndirect: Bool

  /// The two levels of a case; for the code `@Reducer` generates, which says when the case is
  /// `indirect`.
  public init(
    intoCase: @escaping _EmbedStep, intoPresented: @escaping _EmbedStep, isIndirect: Bool = false
  ) {
    self.intoCase = intoCase
    self.intoPresented = intoPresented
    self.isIndirect = isIndirect
  }

  /// The level into the case, with where it puts the payload.
  @usableFromInline
  var caseLevel: EmbeddingLevel {
    EmbeddingLevel(step: self.intoCase, shape: self.isIndirect ? nil : .inline(self.intoCase))
  }

  /// The level into the case wrapped in `PresentationAction.presented`, with where it puts the
  /// payload: in the presentation's box, at the start of the enum's value there.
  @usableFromInline
  var presentedLevel: EmbeddingLevel {
    EmbeddingLevel(
      step: self.intoPresented,
      shape: self.isIndirect
        ? nil
        : RouteShape.presenting(Enum.self, unboxed: self.intoCase, boxed: self.intoPresented))
  }
}

/// Moves the `Payload` at `action` into the value `embed` makes of it, and that on through
/// `next` (to the root at `root`). Inlined into the closure of a route's level, with `embed` a
/// case of a concrete enum: the payload is moved into the case, not copied.
@inlinable
@inline(__always)
public func _$embed<Payload, Enum>(
  _ action: UnsafeMutableRawPointer,
  _ root: UnsafeMutableRawPointer,
  _ next: _EmbedIntoRoot,
  _ embed: (Payload) -> Enum
) {
  withTemporary(holding: embed(action.assumingMemoryBound(to: Payload.self).move())) {
    next($0, root)
  }
}

/// ``_$embed(_:_:_:_:)`` into the case that `embed` makes, wrapped in
/// `PresentationAction.presented`.
@inlinable
@inline(__always)
public func _$present<Payload, Enum>(
  _ action: UnsafeMutableRawPointer,
  _ root: UnsafeMutableRawPointer,
  _ next: _EmbedIntoRoot,
  _ embed: (Payload) -> Enum
) {
  _$embed(action, root, next) { (payload: Payload) in PresentationAction.presented(embed(payload)) }
}

/// Runs `body` with the address of temporary memory initialized to `value` (evaluated into it),
/// which `body` moves on, leaving the memory uninitialized: how a value enters the raw-memory
/// steps of a route (``_EmbedIntoRoot``).
@inlinable
@inline(__always)
func withTemporary<Value>(
  holding value: @autoclosure () -> Value, _ body: (UnsafeMutableRawPointer) -> Void
) {
  withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
    let pointer = buffer.baseAddress.unsafelyUnwrapped
    pointer.initialize(to: value())
    body(UnsafeMutableRawPointer(pointer))
  }
}

/// The level that embeds through `embed`, a function known only at run time.
@inlinable
func embedStep<Payload, Enum>(_ embed: @escaping (Payload) -> Enum) -> _EmbedStep {
  { next in
    { action, root in _$embed(action, root, next, embed) }
  }
}

/// The level `inner` (a child's actions into its parent's) followed by `outer` (the parent's
/// into the grandparent's).
@usableFromInline
func composed(_ inner: @escaping _EmbedStep, _ outer: @escaping _EmbedStep) -> _EmbedStep {
  { toRoot in inner(outer(toRoot)) }
}
