/// What a presentation operator must look at, once the destination reducer has run on the
/// presented child, across the parent's run: whether the child goes away or is replaced (then
/// its effects are cancelled).
///
/// Usually there is nothing to look at (the record of the child seen last is this child's, the
/// child returned no effect, and the store holds no work of a child that dismissing it could
/// cancel): then the run hands back no watch at all, an optional with nothing to release.
@usableFromInline
struct PresentedChildWatch {
  /// The identity of the child before it ran; `nil` when nothing was presented.
  @usableFromInline let initial: ChildIdentity?
  /// The scope path cache of the child's effects; `nil` when nothing was presented.
  @usableFromInline let cache: ChildScopePathCache?
  /// The record of the child the operator saw last.
  @usableFromInline let mounted: MountedChild?

  @inlinable
  init(initial: ChildIdentity?, cache: ChildScopePathCache?, mounted: MountedChild?) {
    self.initial = initial
    self.cache = cache
    self.mounted = mounted
  }
}

extension PresentationState {
  /// Runs `reduce` on the presented child in place, inside a frame that makes it a presented
  /// child with the scope paths of its identity; the child's effect goes to `effect`. Returns
  /// what the operator must watch across the parent's run, or `nil` if nothing.
  ///
  /// The identity is read, compared with the record of the child seen last, and the child run,
  /// in one access to the presentation state: reading them in an access of their own first cost
  /// a second trip through the parent's accessors, and copies of the identity and of the record
  /// out of it, at every level of a chain of presented children.
  ///
  /// - Parameter alwaysWatch: Whether the parent's run must be watched even if the child leaves
  ///   nothing to cancel (an alert answered, which goes away after the parent has run).
  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  mutating func runPresented<Action>(
    _ context: PresentationOperatorContext<State>,
    alwaysWatch: Bool,
    effect: inout Effect<Action>,
    _ reduce: (inout State) -> Effect<Action>
  ) -> PresentedChildWatch? {
    self.makeStorageUnique()
    // Borrowed, not retained: the record stays in this state while the child runs (the child's
    // reducer reaches only the child's own state).
    let record = self.mounted.map(Unmanaged.passUnretained)
    let paths = context.paths
    // Kept by the `$destination` accessor this runs in, if it is one; the child may change below.
    let lineage = self.storage.presentedLineage
    self.storage.presentedLineage = nil
    return withUnsafeMutablePointer(to: &self.storage.value) { optional in
      guard optional.pointee != nil else {
        return PresentedChildWatch(
          initial: nil, cache: nil, mounted: record?.takeUnretainedValue())
      }
      // An optional's payload starts at its own address.
      let pointer = UnsafeMutableRawPointer(optional).assumingMemoryBound(to: State.self)
      guard let record,
        record._withUnsafeGuaranteedRef({ mounted in
          guard mounted.owner === paths else { return false }
          if let lineage, mounted.identity.isObservable(State.self, lineage: lineage) {
            return true
          }
          return context.identify.isMounted(pointer, mounted)
        })
      else {
        return Self.runRemounted(
          pointer, context, mounted: record?.takeUnretainedValue(), effect: &effect, reduce)
      }
      var mayHoldChildWork = true
      effect = ScopePath.withChild(
        borrowing: record._withUnsafeGuaranteedRef { .passUnretained($0.paths) },
        isPresented: true, mayHoldChildWork: &mayHoldChildWork
      ) {
        reduce(&pointer.pointee)
      }
      if !mayHoldChildWork, !alwaysWatch, effect.isNone { return nil }
      let mounted = record.takeUnretainedValue()
      return PresentedChildWatch(initial: mounted.identity, cache: mounted.paths, mounted: mounted)
    }
  }

  /// Runs `reduce` on the child at `pointer`, which `mounted` is not the record of (a child
  /// presented since the operator last ran, or a first action), with the path cache of its
  /// identity; apart from the usual path, whose frame it would enlarge.
  @inlinable
  @inline(never)
  static func runRemounted<Action>(
    _ pointer: UnsafeMutablePointer<State>,
    _ context: PresentationOperatorContext<State>,
    mounted: MountedChild?,
    effect: inout Effect<Action>,
    _ reduce: (inout State) -> Effect<Action>
  ) -> PresentedChildWatch {
    let identity = context.identify.read(pointer)
    let cache = context.paths.cache(for: identity)
    var mayHoldChildWork = true
    effect = ScopePath.withChild(cache, isPresented: true, mayHoldChildWork: &mayHoldChildWork) {
      reduce(&pointer.pointee)
    }
    return PresentedChildWatch(initial: identity, cache: cache, mounted: mounted)
  }
}
