extension Reducer {
  /// Runs `child` while this reducer's state enum is in one case, before this reducer.
  ///
  /// When the state leaves that case, the child's effects are cancelled. A child action that
  /// arrives in another case is reported and ignored.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case> where State: CasePathable {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: CasePathCache.casePath(toCaseState),
      toChildAction: CasePathCache.casePath(toCaseAction),
      caseName: "\(toCaseState)",
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer made by `ifCaseLet`.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: _ResolvedReducer<Child>
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let caseName: String
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: AnyCasePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    caseName: String,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.child = _ResolvedReducer(child)
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.caseName = caseName
    self.location = location
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childPath = ScopePath.child(AnyHashableSendable(CaseScopeID(name: self.caseName)))
    let childEffects = self.reduceChild(into: &state, action: action, path: childPath)
    let childBefore = self.toChildState.extract(from: state)
    let parentEffects = self.parent.reduce(into: &state, action: action)
    // The child is gone when the state left the case, or holds an `Identifiable` child with
    // another id.
    if let childBefore {
      let childAfter = self.toChildState.extract(from: state)
      if childAfter == nil
        || identifiableID(of: childBefore) != childAfter.flatMap(identifiableID(of:))
      {
        return .merge(childEffects, parentEffects, .cancelChild(at: childPath))
      }
    }
    return childEffects.merge(with: parentEffects)
  }

  @inlinable
  func reduceChild(
    into state: inout Parent.State, action: Parent.Action, path: ScopePath
  ) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    guard var childState = self.toChildState.extract(from: state) else {
      self.location.report(
        ChildActionIssue.ifCaseLetOtherCase(action: action, state: state, at: self.location)
      )
      return .none
    }
    let effect = ScopePath.withCurrent(path) {
      self.child.reduce(into: &childState, action: childAction)
    }
    state = self.toChildState.embed(childState)
    return .childScoped(effect.map(self.toChildAction.embed), path: path)
  }
}
