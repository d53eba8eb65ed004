import CustomDump

/// The messages navigation operators report when an action reaches a child that is not there.
///
/// Their text is TCA's, word for word: TCA documents these messages, its users search for them
/// and their tests compare them. They are built here, outside the inlinable operators, so that
/// the text is compiled once and only when an issue is reported.
@usableFromInline
enum ChildActionIssue {
  /// `ifLet` received a child action while the optional child state was `nil`.
  @usableFromInline
  static func ifLetNilChild(action: Any, at location: OperatorLocation) -> String {
    """
    An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child \
    state was "nil". …

      Action:
    \(String(customDumping: action).indent(by: 4))

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
    before any other reducer sets child state to "nil". This ensures that child reducers can \
    handle their actions while their state is still available.

    • An in-flight effect emitted this action when child state was "nil". While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state becomes "nil", especially if it is a long-living effect.

    • This action was sent to the store while state was "nil". Make sure that actions for this \
    reducer can only be sent from a view store when state is non-"nil". In SwiftUI \
    applications, use "IfLetStore".
    """
  }

  /// `ifCaseLet` received a child action while the parent state was in another case.
  @usableFromInline
  static func ifCaseLetOtherCase<State>(
    action: Any, state: State, at location: OperatorLocation
  ) -> String {
    """
    An "ifCaseLet" at "\(location.fileID):\(location.line)" received a child action when child \
    state was set to a different case. …

      Action:
    \(String(customDumping: action).indent(by: 4))
      State:
    \(String(customDumping: state).indent(by: 4))

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer set "\(abbreviatedTypeName(State.self))" to a different case before this \
    reducer ran. This reducer must run before any other reducer sets child state to a different \
    case. This ensures that child reducers can handle their actions while their state is still \
    available.

    • An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    • This action was sent to the store while state was another case. Make sure that actions \
    for this reducer can only be sent from a view store when state is set to the appropriate \
    case. In SwiftUI applications, use "SwitchStore".
    """
  }

  /// A `Scope` on a case received a child action while the parent state was in another case.
  @usableFromInline
  static func scopeOtherCase<State>(
    action: Any, state: State, at location: OperatorLocation
  ) -> String {
    """
    A "Scope" at "\(location.fileID):\(location.line)" received a child action when child state \
    was set to a different case. …

      Action:
        \(debugCaseOutput(action))
      State:
        \(debugCaseOutput(state))

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer set "\(abbreviatedTypeName(State.self))" to a different case before the \
    scoped reducer ran. Child reducers must run before any parent reducer sets child state to a \
    different case. This ensures that child reducers can handle their actions while their state \
    is still available. Consider using "Reducer.ifCaseLet" to embed this child reducer in the \
    parent reducer that change its state to ensure the child reducer runs first.

    • An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    • This action was sent to the store while state was another case. Make sure that actions \
    for this reducer can only be sent from a store when state is set to the appropriate case. \
    In SwiftUI applications, use "SwitchStore".
    """
  }

  /// A presentation `ifLet` received an action while the destination was not presented.
  @usableFromInline
  static func absentDestination(action: Any, at location: OperatorLocation) -> String {
    """
    An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action when \
    destination state was absent. …

      Action:
        \(debugCaseOutput(action))

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer set destination state to "nil" before this reducer ran. This reducer \
    must run before any other reducer sets destination state to "nil". This ensures that \
    destination reducers can handle their actions while their state is still present.

    • This action was sent to the store while destination state was "nil". Make sure that \
    actions for this reducer can only be sent from a store when state is present, or from \
    effects that start from this reducer. In SwiftUI applications, use a Composable \
    Architecture view modifier like "sheet(store:…)".
    """
  }

  /// `forEach` received an action for an element that is not in the collection (or stack).
  ///
  /// - Parameters:
  ///   - action: What the message shows: the whole action for identified arrays, the element's
  ///     action for stacks, as TCA does.
  ///   - howToSend: The last sentence: how views should send element actions.
  @usableFromInline
  static func missingElement(
    action: Any, howToSend: String, at location: OperatorLocation
  ) -> String {
    """
    A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing \
    element. …

      Action:
        \(debugCaseOutput(action))

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer removed an element with this ID before this reducer ran. This reducer \
    must run before any other reducer removes an element, which ensures that element reducers \
    can handle their actions while their state is still available.

    • An in-flight effect emitted this action when state contained no element at this ID. While \
    it may be perfectly reasonable to ignore this action, consider canceling the associated \
    effect before an element is removed, especially if it is a long-living effect.

    • This action was sent to the store while its state contained no element at this ID. To fix \
    this make sure that actions for this reducer can only be sent from a view store when its \
    state contains an element at this id. \(howToSend)
    """
  }

  /// A stack `forEach` received a `popFrom` or `push` whose id does not fit the stack:
  /// `problem` says how (`a "popFrom" action for a missing element`).
  static func stackID<ID, IDs>(
    _ problem: String, id: ID, ids: IDs, at location: OperatorLocation
  ) -> String {
    """
    A "forEach" at "\(location.fileID):\(location.line)" received \(problem). …

      ID:
        \(id)
      Path IDs:
        \(ids)
    """
  }

  /// In a test, a stack `forEach` received a `push` with an id the generator has not reached.
  static func unexpectedGeneration<ID>(
    received: ID, expected: ID, at location: OperatorLocation
  ) -> String {
    """
    A "forEach" at "\(location.fileID):\(location.line)" received a "push" action with an \
    unexpected generational ID. …

      Received ID:
        \(received)
      Expected ID:
        \(expected)
    """
  }
}
