/// The reducer made by ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
///
/// An action for the presented child reaches it in place (through `Access`), and so does every
/// check of whether the child is still the same one: a send through ten levels of presented
/// destinations copies no child state, applies no key path, and overrides no dependencies (the
/// child's frame says it is presented; see
/// `ScopePath.withChild(_:isPresented:mayHoldChildWork:_:)`).
public struct _PresentationReducer<
  Parent: Reducer, Destination: Reducer,
  Access: _PresentationStateAccess<Parent.State, Destination.State>
>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: _ResolvedReducer<Destination>
  @usableFromInline let access: Access
  @usableFromInline let toPresentationAction:
    AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let location: OperatorLocation
  /// Where an alert or a dialog may be in the destination's state.
  @usableFromInline let ephemeral: EphemeralCases<Destination.State>
  @usableFromInline let identify: ChildIdentityReader<Destination.State>
  @usableFromInline let paths: PresentedChildPaths

  @usableFromInline
  init(
    parent: Parent,
    destination: Destination,
    access: Access,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.destination = _ResolvedReducer(destination)
    self.access = access
    self.toPresentationAction = toPresentationAction
    self.location = location
    self.ephemeral = EphemeralCases()
    self.identify = ChildIdentityReader()
    self.paths = PresentedChildPaths(keyPath: access.keyPath)
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let (mounted, initialIdentity) = self.access.peek(&state) {
      ($0.mounted, $0.presentedIdentity(self.identify))
    }
    let destinationEffects: Effect<Parent.Action>
    let parentEffects: Effect<Parent.Action>
    // Whether to read the child's identity again once the parent has run, to cancel the effects
    // of a child it dismissed or replaced: not needed when the store holds no child work that
    // could be cancelled and the record of the child seen last is up to date (see
    // `reducePresented`).
    var watchChild = true

    switch self.toPresentationAction.extract(from: action) {
    case .presented(let destinationAction)?:
      // Checked here first: most destinations cannot show an alert, and the call costs more than
      // the check.
      let answeredEphemeral =
        self.ephemeral.mayHold ? self.answeredEphemeral(in: &state, by: destinationAction) : nil
      if let initialIdentity {
        (destinationEffects, watchChild) = self.reducePresented(
          into: &state, action: destinationAction, identity: initialIdentity, mounted: mounted)
      } else {
        self.reportMissingDestination(action: action)
        destinationEffects = .none
      }
      parentEffects = self.parent.reduce(into: &state, action: action)
      // An alert goes away once answered, unless the parent put another one in its place.
      if let answeredEphemeral {
        watchChild = true
        if self.presentedEphemeral(in: &state) == answeredEphemeral {
          self.access.modify(&state) { $0.wrappedValue = nil }
        }
      }

    case .dismiss?:
      destinationEffects = .none
      if initialIdentity == nil {
        self.reportMissingDestination(action: action)
      }
      parentEffects = self.parent.reduce(into: &state, action: action)
      // The parent may have replaced the child while handling the dismissal (presenting the next
      // destination); only the child that asked to be dismissed goes away.
      if let initialIdentity, self.identity(in: &state) == initialIdentity {
        self.access.modify(&state) { $0.wrappedValue = nil }
      }

    case nil:
      destinationEffects = .none
      parentEffects = self.parent.reduce(into: &state, action: action)
    }

    if watchChild {
      let finalIdentity = self.identity(in: &state)
      let mountedIdentity = mounted?.identity
      if initialIdentity != finalIdentity || mountedIdentity != finalIdentity {
        return self.unmount(
          initialIdentity, mountedIdentity, keeping: finalIdentity, in: &state,
          effects: destinationEffects.merge(with: parentEffects)
        )
      }
    }
    // Usually neither reducer returns an effect: answered where the compiler sees the `.none`s,
    // so that nothing is merged, retained or released.
    if case .none = destinationEffects.operation { return parentEffects }
    return destinationEffects.merge(with: parentEffects)
  }

  /// Runs the destination reducer on the presented child with `identity`, and says whether the
  /// parent's run must be watched for the child going away: only if the store may hold work of
  /// a child (effects running, throttle windows) or the child just returned effects, which
  /// dismissing it would cancel, or if `mounted` is not this child's record, which the watch
  /// brings up to date. Otherwise a child the parent dismisses or replaces now leaves nothing to
  /// cancel, and `mounted` stays its record: the next action sees the change and cancels then.
  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  func reducePresented(
    into state: inout Parent.State, action: Destination.Action, identity: ChildIdentity,
    mounted: MountedChild?
  ) -> (effects: Effect<Parent.Action>, watchChild: Bool) {
    let (cache, isMounted) = self.paths.cache(for: identity, mounted: mounted)
    var mayHoldChildWork = true
    let effects = self.reduceDestination(
      into: &state, action: action, cache: cache, mayHoldChildWork: &mayHoldChildWork)
    return (effects, !isMounted || mayHoldChildWork || !effects.isNone)
  }

  /// Records `finalIdentity` as the child this reducer saw last, and cancels the effects of the
  /// child present when the action came in and of the one seen last before (the parent may have
  /// dismissed or replaced it outside this reducer since), unless one of them is still here.
  @usableFromInline
  func unmount(
    _ initialIdentity: ChildIdentity?,
    _ mountedIdentity: ChildIdentity?,
    keeping finalIdentity: ChildIdentity?,
    in state: inout Parent.State,
    effects: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    if mountedIdentity != finalIdentity {
      let mounted = finalIdentity.map(self.paths.mounted)
      self.access.modify(&state) { $0.mounted = mounted }
    }
    var gone: [ChildIdentity] = []
    if let initialIdentity, initialIdentity != finalIdentity { gone.append(initialIdentity) }
    if let mountedIdentity, mountedIdentity != initialIdentity, mountedIdentity != finalIdentity {
      gone.append(mountedIdentity)
    }
    guard !gone.isEmpty else { return effects }
    return .merge([effects] + gone.map { .cancelChild(at: self.paths.path(for: $0)) })
  }

  /// The identity of the presented child, read in place; `nil` when nothing is presented.
  @inlinable
  func identity(in state: inout Parent.State) -> ChildIdentity? {
    self.access.peek(&state) { $0.presentedIdentity(self.identify) }
  }

  /// The alert or dialog presented in `state`, if any.
  @inlinable
  func presentedEphemeral(in state: inout Parent.State) -> EphemeralPresentation? {
    guard self.ephemeral.mayHold else { return nil }
    return self.access.peek(&state) { $0.presentedEphemeral(self.ephemeral) }
  }

  /// The alert or dialog presented in `state` if `action` is one of its buttons' actions.
  @inlinable
  func answeredEphemeral(
    in state: inout Parent.State, by action: Destination.Action
  ) -> EphemeralPresentation? {
    guard let presented = self.presentedEphemeral(in: &state), presented.isAnswered(by: action)
    else { return nil }
    return presented
  }

  /// Runs the destination reducer on the presented child in place, inside a frame that makes it
  /// a presented child, and scopes its effects to the child (whose path `cache` holds); sets
  /// `mayHoldChildWork` as ``ScopePath/withChild(_:isPresented:mayHoldChildWork:_:)`` does.
  @inlinable
  func reduceDestination(
    into state: inout Parent.State,
    action: Destination.Action,
    cache: ChildScopePathCache,
    mayHoldChildWork: inout Bool
  ) -> Effect<Parent.Action> {
    let effect = ScopePath.withChild(
      cache, isPresented: true, mayHoldChildWork: &mayHoldChildWork
    ) {
      self.access.modify(&state) { presentation in
        presentation.modifyPresented { self.destination.reduce(into: &$0, action: action) }
      }
    }
    guard let effect, !effect.isNone else { return .none }
    return self.scoped(effect, to: cache)
  }

  /// The destination's effects as the parent's, cancelled with the child, and able to dismiss
  /// it.
  @usableFromInline
  func scoped(_ effect: Effect<Destination.Action>, to cache: ChildScopePathCache) -> Effect<
    Parent.Action
  > {
    let toPresentationAction = self.toPresentationAction
    return .childScoped(
      effect
        .map { toPresentationAction.embed(.presented($0)) }
        .bindingDismiss { send in
          { send(toPresentationAction.embed(.dismiss)) }
        },
      path: cache.childOfCurrent()
    )
  }

  @usableFromInline
  func reportMissingDestination(action: Parent.Action) {
    self.location.report(ChildActionIssue.absentDestination(action: action, at: self.location))
  }
}
