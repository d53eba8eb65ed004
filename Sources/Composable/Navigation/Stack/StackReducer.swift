extension Reducer {
  /// Runs `element` on the stack element an action addresses, before this reducer, and handles
  /// pushes and pops.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.path, action: \.path) {
  ///       Path()
  ///     }
  /// }
  /// ```
  ///
  /// - `.element(id:action:)` runs `element` on that element; its effects can close it with
  ///   `@Dependency(\.dismiss)` (which sends `.popFrom(id:)`), and `@Dependency(\.isPresented)`
  ///   is `true` for it.
  /// - `.push(id:state:)` appends the element, then runs this reducer.
  /// - `.popFrom(id:)` runs this reducer first (it still sees the element), then removes the
  ///   element and everything above it.
  /// - Whenever an element leaves the stack, however it left, every effect it started is
  ///   cancelled.
  /// - Acting on, popping, or pushing with a wrong id is reported with `reportIssue` and ignored.
  @inlinable
  public func forEach<
    ElementState, ElementAction, Element: Reducer<ElementState, ElementAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Element> {
    _StackReducer(
      parent: self,
      element: element(),
      toStackState: toStackState,
      toStackAction: CasePathCache.casePath(toStackAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a `@Reducer enum` path reducer on a navigation stack: `forEach(_:action:destination:)`
  /// with the enum's own body.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  @inlinable
  public func forEach<ElementState: CaseReducerState, ElementAction>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, ElementState.StateReducer.Body>
  where ElementState.StateReducer.Action == ElementAction {
    self.forEach(
      toStackState, action: toStackAction,
      destination: { ElementState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer made by ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
public struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>
  @usableFromInline let toStackAction:
    AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>,
    toStackAction: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.element = element
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.location = location
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let idsBefore = state[keyPath: self.toStackState].ids
    let elementEffects: Effect<Parent.Action>
    let parentEffects: Effect<Parent.Action>

    switch self.toStackAction.extract(from: action) {
    case .element(let id, let elementAction)?:
      if state[keyPath: self.toStackState][id: id] != nil {
        elementEffects = self.reduceElement(into: &state, id: id, action: elementAction)
      } else {
        self.report(action: action, problem: "an action for a missing element", id: id)
        elementEffects = .none
      }
      parentEffects = self.parent.reduce(into: &state, action: action)

    case .popFrom(let id)?:
      elementEffects = .none
      let canPop = idsBefore.contains(id)
      if !canPop {
        self.report(action: action, problem: "a \"popFrom\" action for a missing element", id: id)
      }
      parentEffects = self.parent.reduce(into: &state, action: action)
      if canPop {
        state[keyPath: self.toStackState].pop(from: id)
      }

    case .push(let id, let elementState)?:
      elementEffects = .none
      if idsBefore.contains(id) {
        self.report(
          action: action, problem: "a \"push\" action for an element it already contains", id: id
        )
      } else {
        state[keyPath: self.toStackState][id: id] = elementState
      }
      parentEffects = self.parent.reduce(into: &state, action: action)

    case nil:
      elementEffects = .none
      parentEffects = self.parent.reduce(into: &state, action: action)
    }

    let idsAfter = state[keyPath: self.toStackState].ids
    guard idsBefore != idsAfter else {
      return elementEffects.merge(with: parentEffects)
    }
    let removed = idsBefore.subtracting(idsAfter)
    return .merge(
      elementEffects,
      parentEffects,
      .merge(removed.map { .cancelChild(at: self.path(for: $0)) })
    )
  }

  func path(for id: StackElementID) -> ScopePath {
    ScopePath.child(
      AnyHashableSendable(
        ChildScopeID(keyPath: self.toStackState, id: AnyHashableSendable(id)))
    )
  }

  func reduceElement(
    into state: inout Parent.State, id: StackElementID, action: Element.Action
  ) -> Effect<Parent.Action> {
    let path = self.path(for: id)
    let effect = withDependencies {
      $0.dismiss = .contextual
      $0.isPresented = true
    } operation: {
      ScopePath.withCurrent(path) {
        self.element.reduce(into: &state[keyPath: self.toStackState][id: id]!, action: action)
      }
    }
    let toStackAction = self.toStackAction
    return .childScoped(
      effect
        .map { toStackAction.embed(.element(id: id, action: $0)) }
        .bindingDismiss { send in
          { send(toStackAction.embed(.popFrom(id: id))) }
        },
      path: path
    )
  }

  func report(action: Parent.Action, problem: String, id: StackElementID) {
    self.location.report(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" received \(problem) \
      (id \(id)).

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      • A parent reducer removed the element with this id before this reducer ran. This reducer \
      must run before any other reducer removes an element, which ensures that element reducers \
      can handle their actions while their state is still available.

      • An in-flight effect emitted this action after the element was popped. While it may be \
      perfectly reasonable to ignore this action, consider canceling the associated effect \
      before the element is popped.

      • A push used an id that is already in the stack; take new ids from \
      "@Dependency(\\.stackElementID)".
      """
    )
  }
}
