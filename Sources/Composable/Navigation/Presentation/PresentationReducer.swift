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
  /// Embeds the child's actions and dismissals, for its effects (the embedding half of the case
  /// path the operator was given: the extracting half is `matcher`'s).
  @usableFromInline let embedPresentation:
    @Sendable (PresentationAction<Destination.Action>) -> Parent.Action
  /// Tells the child's actions and dismissals from the parent's, matching through the case and
  /// `.presented` at once (see ``_PresentedMatcher``).
  @usableFromInline let matcher: _PresentedMatcher<Parent.Action, Destination.Action>
  /// What the operator reads only now and then, behind one reference, so that the operator
  /// stays small: closures that capture it copy it.
  @usableFromInline let context: PresentationOperatorContext<Destination.State>

  @usableFromInline
  init(
    parent: Parent,
    destination: Destination,
    access: Access,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
    matcher: _PresentedMatcher<Parent.Action, Destination.Action>? = nil,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.destination = _ResolvedReducer(destination)
    self.access = access
    self.embedPresentation = { toPresentationAction.embed($0) }
    self.matcher = matcher ?? _PresentedMatcher(toPresentationAction)
    self.context = PresentationOperatorContext(location: location, keyPath: access.keyPath)
  }

  /// The operator for the case key path `toPresentationAction`, matching actions through the
  /// matcher the action enum generates for the case when it has one (see
  /// ``_PresentedMatcher``), through the case path otherwise.
  @usableFromInline
  init(
    parent: Parent,
    destination: Destination,
    access: Access,
    toPresentationAction: CaseKeyPath<Parent.Action, PresentationAction<Destination.Action>>,
    location: OperatorLocation
  ) {
    let casePath = CasePathCache.casePath(toPresentationAction)
    self.init(
      parent: parent, destination: destination, access: access, toPresentationAction: casePath,
      matcher: CasePathCache.presentedMatcher(toPresentationAction, casePath: casePath),
      location: location)
  }

  @inlinable
  @inline(__always)  // one frame per level of nesting: the match's closure is that frame
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    self.matcher.match(
      action,
      presented: { destinationAction in
        self.reducePresented(into: &state, action: action, destinationAction: destinationAction)
      },
      dismiss: { self.reduceParentDismissing(into: &state, action: action) },
      other: { self.reduceParentWatchingChild(into: &state, action: action) }
    )
  }

  /// ``reduce(into:action:)`` for an action of the presented child, `destinationAction` (an
  /// alias the matcher handed over: borrowed from `action`).
  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  func reducePresented(
    into state: inout Parent.State, action: Parent.Action,
    destinationAction: Destination.Action
  ) -> Effect<Parent.Action> {
    // Most destinations cannot show an alert: checked first, with no call.
    if self.context.ephemeral.mayHold {
      return self.reducePresentedAnswering(
        into: &state, action: action, destinationAction: destinationAction)
    }
    var effect = Effect<Destination.Action>.none
    guard
      let watch = self.runPresented(
        in: &state, action: destinationAction, alwaysWatch: false, effect: &effect)
    else {
      // Usually the child leaves nothing to watch, which means it returned no effect. Matching
      // `.none` here tells the compiler so, and it then releases nothing on this path: about 90
      // instructions per send through ten levels. The second `return` is never taken (a child
      // that returns an effect is watched); it is there for the match.
      if case .none = effect.operation { return self.parent.reduce(into: &state, action: action) }
      return self.parent.reduce(into: &state, action: action)
    }
    return self.reduceParent(
      into: &state, action: action, watching: watch, effect: effect, answering: nil)
  }

  /// ``reduce(into:action:)`` for an action to a destination that may show an alert or a
  /// dialog, which goes away once the parent has handled one of its buttons' actions.
  @inlinable
  @inline(never)  // apart from the usual path, whose frame it would enlarge
  func reducePresentedAnswering(
    into state: inout Parent.State, action: Parent.Action,
    destinationAction: Destination.Action
  ) -> Effect<Parent.Action> {
    let answeredEphemeral = self.answeredEphemeral(in: &state, by: destinationAction)
    var effect = Effect<Destination.Action>.none
    guard
      let watch = self.runPresented(
        in: &state, action: destinationAction, alwaysWatch: answeredEphemeral != nil,
        effect: &effect)
    else { return self.parent.reduce(into: &state, action: action) }
    return self.reduceParent(
      into: &state, action: action, watching: watch, effect: effect,
      answering: answeredEphemeral)
  }

  /// Runs the destination reducer on the presented child in place (see
  /// `PresentationState.runPresented(_:alwaysWatch:effect:_:)`).
  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  func runPresented(
    in state: inout Parent.State,
    action: Destination.Action,
    alwaysWatch: Bool,
    effect: inout Effect<Destination.Action>
  ) -> PresentedChildWatch? {
    Self.runPresented(
      in: &state, access: self.access, destination: self.destination, context: self.context,
      action: action, alwaysWatch: alwaysWatch, effect: &effect)
  }

  /// ``runPresented(in:action:alwaysWatch:effect:)`` given the fields it uses, borrowed: its
  /// closures then capture those, where capturing `self` would copy the whole operator into each
  /// closure's context on every send.
  @inlinable
  @inline(__always)  // one frame per level of nesting: see `_ResolvedReducer`
  static func runPresented(
    in state: inout Parent.State,
    access: Access,
    destination: _ResolvedReducer<Destination>,
    context: PresentationOperatorContext<Destination.State>,
    action: Destination.Action,
    alwaysWatch: Bool,
    effect: inout Effect<Destination.Action>
  ) -> PresentedChildWatch? {
    access.modify(&state) { presentation in
      presentation.runPresented(context, alwaysWatch: alwaysWatch, effect: &effect) {
        destination.reduce(into: &$0, action: action)
      }
    }
  }

  /// Runs the parent after the destination reducer, when the child's run left something to do:
  /// scope the child's effects, dismiss an answered alert, cancel the effects of a child that the
  /// parent dismissed or replaced (or that went away before), report an action for a child that
  /// is not there.
  @inlinable
  @inline(never)  // apart from the usual path, whose frame it would enlarge
  func reduceParent(
    into state: inout Parent.State,
    action: Parent.Action,
    watching watch: PresentedChildWatch,
    effect: Effect<Destination.Action>,
    answering answeredEphemeral: EphemeralPresentation?
  ) -> Effect<Parent.Action> {
    let destinationEffects: Effect<Parent.Action>
    if let cache = watch.cache {
      destinationEffects = effect.isNone ? .none : self.scoped(effect, to: cache)
    } else {
      self.reportMissingDestination(action: action)
      destinationEffects = .none
    }
    let parentEffects = self.parent.reduce(into: &state, action: action)
    // An alert goes away once answered, unless the parent put another one in its place.
    if let answeredEphemeral, self.presentedEphemeral(in: &state) == answeredEphemeral {
      self.access.modify(&state) { $0.wrappedValue = nil }
    }
    return self.watch(
      watch.initial, watch.mounted, in: &state,
      effects: destinationEffects.merge(with: parentEffects))
  }

  /// Runs the parent on a dismissal, then dismisses the child that asked for it.
  @inlinable
  @inline(never)  // apart from the usual path, whose frame it would enlarge
  func reduceParentDismissing(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let (mounted, initialIdentity) = self.mountedAndIdentity(in: &state)
    if initialIdentity == nil {
      self.reportMissingDestination(action: action)
    }
    let parentEffects = self.parent.reduce(into: &state, action: action)
    // The parent may have replaced the child while handling the dismissal (presenting the next
    // destination); only the child that asked to be dismissed goes away.
    if let initialIdentity, self.identity(in: &state) == initialIdentity {
      self.access.modify(&state) { $0.wrappedValue = nil }
    }
    return self.watch(initialIdentity, mounted, in: &state, effects: parentEffects)
  }

  /// Runs the parent on an action that is not the child's, watching it for the child going
  /// away. Apart from the path of the child's actions, which runs at every level of a chain of
  /// presented children: inline, the two paths made each level's code too large for the
  /// processor's instruction cache to hold the chain.
  @inlinable
  @inline(never)
  func reduceParentWatchingChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let (mounted, initialIdentity) = self.mountedAndIdentity(in: &state)
    let parentEffects = self.parent.reduce(into: &state, action: action)
    return self.watch(initialIdentity, mounted, in: &state, effects: parentEffects)
  }

  /// The record of the child seen last and the identity of the presented one, read in place.
  @inlinable
  func mountedAndIdentity(
    in state: inout Parent.State
  ) -> (mounted: MountedChild?, identity: ChildIdentity?) {
    let identify = self.context.identify
    return self.access.peek(&state) { ($0.mounted, $0.presentedIdentity(identify)) }
  }

  /// Cancels the effects of the child present when the action came in (`initialIdentity`) and
  /// of the one seen last before (`mounted`) if the child in `state` now is another one, and
  /// records it as the one seen last.
  @inlinable
  func watch(
    _ initialIdentity: ChildIdentity?,
    _ mounted: MountedChild?,
    in state: inout Parent.State,
    effects: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    let finalIdentity = self.identity(in: &state)
    let mountedIdentity = mounted?.identity
    guard initialIdentity == finalIdentity, mountedIdentity == finalIdentity else {
      return self.unmount(
        initialIdentity, mountedIdentity, keeping: finalIdentity, in: &state, effects: effects)
    }
    return effects
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
      let mounted = finalIdentity.map(self.context.paths.mounted)
      self.access.modify(&state) { $0.mounted = mounted }
    }
    var gone: [ChildIdentity] = []
    if let initialIdentity, initialIdentity != finalIdentity { gone.append(initialIdentity) }
    if let mountedIdentity, mountedIdentity != initialIdentity, mountedIdentity != finalIdentity {
      gone.append(mountedIdentity)
    }
    guard !gone.isEmpty else { return effects }
    return .merge([effects] + gone.map { .cancelChild(at: self.context.paths.path(for: $0)) })
  }

  /// The identity of the presented child, read in place; `nil` when nothing is presented.
  @inlinable
  func identity(in state: inout Parent.State) -> ChildIdentity? {
    let identify = self.context.identify
    return self.access.peek(&state) { $0.presentedIdentity(identify) }
  }

  /// The alert or dialog presented in `state`, if any.
  @inlinable
  func presentedEphemeral(in state: inout Parent.State) -> EphemeralPresentation? {
    let ephemeral = self.context.ephemeral
    guard ephemeral.mayHold else { return nil }
    return self.access.peek(&state) { $0.presentedEphemeral(ephemeral) }
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

  /// The destination's effects as the parent's, cancelled with the child, and able to dismiss
  /// it.
  @usableFromInline
  func scoped(_ effect: Effect<Destination.Action>, to cache: ChildScopePathCache) -> Effect<
    Parent.Action
  > {
    let embedPresentation = self.embedPresentation
    return .childScoped(
      effect
        .map { embedPresentation(.presented($0)) }
        .bindingDismiss { send in
          { send(embedPresentation(.dismiss)) }
        },
      path: cache.childOfCurrent()
    )
  }

  @usableFromInline
  func reportMissingDestination(action: Parent.Action) {
    let location = self.context.location
    location.report(ChildActionIssue.absentDestination(action: action, at: location))
  }
}
