/// Runs the reducer of one case of a `@Reducer` enum on that case's state: what the `Body` that
/// `@Reducer` generates for such an enum holds for each case holding a reducer.
///
/// The generated `Body` switches over the action and hands each case's action to its case's
/// scope, together with small closures that match and build the case:
///
/// ```swift
/// case let .child(action):
///   return self._$child.reduce(
///     into: &state,
///     action: action,
///     isInCase: { if case .child = $0 { return true } else { return false } },
///     take: { if case let .child(v0) = $0 { return v0 } else { return nil } },
///     embed: { Self.State.child($0) },
///     embedAction: Self.Action.child
///   )
/// ```
///
/// A `Scope` over the case reached the payload through closures it keeps (a case path for the
/// action, a `_CaseMove` for the state), called through thunks that reabstract their generic
/// signatures, on every action at every level of a navigation tree. Here nothing is kept but the
/// child: the closures are non-escaping, and inlined where they are written, where the enum's
/// type is concrete.
///
/// Not for use outside the code `@Reducer` generates.
public struct _EnumCaseScope<Child: Reducer> {
  /// The case's reducer, whose body is evaluated once.
  @usableFromInline let child: _ResolvedReducer<Child>
  /// Where the scope was made: the location of the issue reported for an action that arrives
  /// while the enum is in another case.
  @usableFromInline let location: OperatorLocation

  /// A scope running `child`; the location defaults to the place that makes the scope, as the
  /// location of a `Scope` does.
  @inlinable
  public init(
    _ child: Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.child = _ResolvedReducer(child)
    self.location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs the child on the payload of `state`'s case, when `state` is in it, and returns the
  /// child's effect with its actions embedded by `embedAction`; otherwise reports the action as
  /// an issue (TCA's `Scope` message) and leaves `state` as it is.
  ///
  /// The payload is moved out of the enum and moved back, never copied: a copy would share
  /// everything below it with the enum it came from, and the child's first change would copy
  /// that whole subtree.
  ///
  /// - Parameters:
  ///   - state: The enum.
  ///   - action: The child's action, taken out of the enum's action.
  ///   - isInCase: Whether the enum is in the case (reads its tag).
  ///   - take: The payload of the enum, which it consumes; called only when the enum is in the
  ///     case.
  ///   - embed: The enum in the case, the payload consumed into it.
  ///   - embedAction: The enum's action case, for the child's effect and for the report.
  @inlinable
  @inline(__always)
  public func reduce<ParentState, ParentAction>(
    into state: inout ParentState,
    action: Child.Action,
    isInCase: (ParentState) -> Bool,
    take: (__owned ParentState) -> Child.State?,
    embed: (__owned Child.State) -> ParentState,
    embedAction: @escaping @Sendable (Child.Action) -> ParentAction
  ) -> Effect<ParentAction> {
    guard isInCase(state) else {
      self.reportOtherCase(action: embedAction(action), state: state)
      return .none
    }
    let effect = withUnsafeMutablePointer(to: &state) { pointer in
      // The enum is moved out of `state` and consumed by `take`, so the payload is the only
      // reference to what it holds while the child changes it.
      guard var payload = take(pointer.move()) else {
        preconditionFailure("The enum left the case it was checked to be in")
      }
      let effect = self.child.reduce(into: &payload, action: action)
      // Consumed: passed as it is, the payload would be copied for the call and destroyed after.
      pointer.initialize(to: embed(consume payload))
      return effect
    }
    // Most children return no effect: answered here, without the embedding passed on.
    if case .none = effect.operation { return .none }
    return effect.map(embedAction)
  }

  /// Reports an action for the case that arrived while the enum is in another case.
  @usableFromInline
  func reportOtherCase<ParentState, ParentAction>(action: ParentAction, state: ParentState) {
    self.location.report(
      ChildActionIssue.scopeOtherCase(action: action, state: state, at: self.location)
    )
  }
}
