/// The reducer made by ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
///
/// An action for the presented child reaches it in place (through `Access`), and so does every
/// check of whether the child is still the same one: a send through ten levels of presented
/// destinations copies no child state, applies no key path, and overrides no dependencies (the
/// child's frame says it is presented; see `NavigationIDPath.withChild(_:isPresented:_:)`).
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
  @usableFromInline let identify: NavigationIdentityReader<Destination.State>
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
    self.identify = NavigationIdentityReader()
    self.paths = PresentedChildPaths(keyPath: access.keyPath)
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let initialIdentity = self.identity(in: &state)
    let destinationEffects: Effect<Parent.Action>
    let parentEffects: Effect<Parent.Action>

    switch self.toPresentationAction.extract(from: action) {
    case .presented(let destinationAction)?:
      let answeredEphemeral = self.answeredEphemeral(in: &state, by: destinationAction)
      if let initialIdentity {
        destinationEffects = self.reduceDestination(
          into: &state, action: destinationAction, identity: initialIdentity
        )
      } else {
        self.reportMissingDestination(action: action)
        destinationEffects = .none
      }
      parentEffects = self.parent.reduce(into: &state, action: action)
      // An alert goes away once answered, unless the parent put another one in its place.
      if let answeredEphemeral, self.presentedEphemeral(in: &state) == answeredEphemeral {
        self.access.modify(&state) { $0.wrappedValue = nil }
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

    guard let initialIdentity, self.identity(in: &state) != initialIdentity else {
      // Usually neither reducer returns an effect: answered where the compiler sees the
      // `.none`s, so that nothing is merged, retained or released.
      if case .none = destinationEffects.operation { return parentEffects }
      return destinationEffects.merge(with: parentEffects)
    }
    return .merge(
      destinationEffects,
      parentEffects,
      .cancelChild(at: self.paths.path(for: initialIdentity))
    )
  }

  /// The identity of the presented child, read in place; `nil` when nothing is presented.
  @inlinable
  func identity(in state: inout Parent.State) -> NavigationIdentity? {
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
  /// a presented child, and scopes its effects to the child.
  @inlinable
  func reduceDestination(
    into state: inout Parent.State,
    action: Destination.Action,
    identity: NavigationIdentity
  ) -> Effect<Parent.Action> {
    let cache = self.paths.cache(for: identity)
    let effect = NavigationIDPath.withChild(cache, isPresented: true) {
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
  func scoped(_ effect: Effect<Destination.Action>, to cache: ChildPathCache) -> Effect<Parent.Action> {
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
    self.location.report(
      """
      An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a presentation \
      action when destination state was absent.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      • A parent reducer set destination state to "nil" before this reducer ran. This reducer \
      must run before any other reducer sets destination state to "nil".

      • An in-flight effect emitted this action when destination state was "nil". While it may \
      be perfectly reasonable to ignore this action, consider canceling the associated effect \
      before destination state becomes "nil".

      • This action was sent to the store while destination state was "nil". Make sure that \
      actions for this reducer can only be sent from a view store when state is present.
      """
    )
  }
}
