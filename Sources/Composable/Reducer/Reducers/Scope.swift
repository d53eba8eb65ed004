/// Runs a child reducer on a piece of the parent's state, for the child's actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: \.profile) {
///     Profile()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// With a case key path for `state`, the child runs while the parent's state enum is in that
/// case; a child action that arrives in another case is reported and ignored.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>)
    /// A case of an enum that `@Reducer` saw: its payload is moved out and back in.
    case caseMove(_CaseMove<ParentState, Child.State>)
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: _ResolvedReducer<Child>
  @usableFromInline let location: OperatorLocation

  /// Scopes to a stored property of the parent's state.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .keyPath(toChildState),
      toChildAction: CasePathCache.casePath(toChildAction),
      child: child(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Scopes to one case of the parent's state enum.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable {
    self.init(
      toChildState: CasePathCache.caseMove(toChildState).map(StatePath.caseMove)
        ?? .casePath(CasePathCache.casePath(toChildState)),
      toChildAction: CasePathCache.casePath(toChildAction),
      child: child(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The initializer every public one ends in, whatever form of paths it was given.
  @inlinable
  init(
    toChildState: StatePath,
    toChildAction: AnyCasePath<ParentAction, Child.Action>,
    child: Child,
    location: OperatorLocation
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = _ResolvedReducer(child)
    self.location = location
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    guard let effect = self.reduceChild(self.toChildState, into: &state, action: childAction) else {
      self.reportOtherCase(action: action, state: state)
      return .none
    }
    // Checked before `map`: its argument, a closure holding the case path, would otherwise be
    // allocated for every action, effect or not.
    if case .none = effect.operation { return .none }
    return effect.map(self.toChildAction.embed)
  }

  /// Runs the child on its state in `state`, reached through `path`; `nil` when the parent's
  /// state enum is in another case.
  ///
  /// `path` is borrowed: switched on where it is a stored property of `self`, the enum would be
  /// copied and its payload bound as a copy (the `_CaseMove` retained, then the enum's copy
  /// destroyed), for every action. A `borrowing` parameter cannot be copied implicitly, so the
  /// binding borrows the payload.
  @inlinable
  @inline(__always)
  func reduceChild(
    _ path: borrowing StatePath,
    into state: inout ParentState,
    action: Child.Action
  ) -> Effect<Child.Action>? {
    switch path {
    case let .keyPath(keyPath):
      return modify(&state, keyPath) { self.child.reduce(into: &$0, action: action) }
    case let .caseMove(move):
      return move.modify(&state) { self.child.reduce(into: &$0, action: action) }
    case let .casePath(casePath):
      // The state is moved out while the child changes its payload, so that the payload is held
      // once: extracting it from state that stays in place would share everything below it
      // with the old value, and the child's first change would copy it.
      return withUnsafeMutablePointer(to: &state) { pointer in
        let whole = pointer.move()
        guard var childState = casePath.extract(from: whole) else {
          pointer.initialize(to: whole)
          return nil
        }
        _ = consume whole
        let effect = self.child.reduce(into: &childState, action: action)
        pointer.initialize(to: casePath.embed(childState))
        return effect
      }
    }
  }

  /// Reports a child action that arrived while the parent's state is in another case.
  @usableFromInline
  func reportOtherCase(action: ParentAction, state: ParentState) {
    reportIssue(
      ChildActionIssue.scopeOtherCase(action: action, state: state, at: self.location),
      fileID: self.location.fileID,
      filePath: self.location.filePath,
      line: self.location.line,
      column: self.location.column
    )
  }
}
