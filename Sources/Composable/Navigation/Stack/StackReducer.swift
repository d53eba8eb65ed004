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
///
/// Its path for every action is inlinable, as the stack's own methods it calls are, so that it is
/// specialized in the feature's module for the feature's stack: run as generic code here, it
/// looked up the runtime metadata of the stack and its storage about ten times per action.
public struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  /// Kept with its body evaluated once: a `@Reducer enum` path's body (its `Scope`s and their
  /// key paths) would otherwise be built again for every element action.
  @usableFromInline let element: _ResolvedReducer<Element>
  @usableFromInline let toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>
  @usableFromInline let toStackAction:
    AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let location: OperatorLocation
  /// The parent state's type when it is `@ObservableState`, and the stack property's index
  /// among its tracked properties: found once, used for every action.
  @usableFromInline let observableParent: (any ObservableState.Type)?
  @usableFromInline let trackedIndex: Int?

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>,
    toStackAction: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.element = _ResolvedReducer(element)
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.location = location
    self.observableParent = Parent.State.self as? any ObservableState.Type
    self.trackedIndex = self.observableParent?._$trackedIndex(toStackState)
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    // The ids the reducer recorded, brought up to date: a set of their own, which no change of
    // the stack copies. What left the stack since is found from the stack's log of changes.
    var (mark, leftBefore) = self.withStack(&state) { $0.beginAction() }
    let elementEffects: Effect<Parent.Action>
    let parentEffects: Effect<Parent.Action>

    switch self.toStackAction.extract(from: action) {
    case .element(let id, let elementAction)?:
      if let effects = self.reduceElement(into: &state, id: id, action: elementAction) {
        elementEffects = effects
      } else {
        self.reportMissingElement(action: elementAction)
        elementEffects = .none
      }
      parentEffects = self.parent.reduce(into: &state, action: action)

    case .popFrom(let id)?:
      elementEffects = .none
      let canPop = mark.ids.contains(id)
      parentEffects = self.parent.reduce(into: &state, action: action)
      if canPop {
        _ = self.withStack(&state) { $0.pop(from: id) }
      } else {
        self.reportStackID(#"a "popFrom" action for a missing element"#, id: id, in: &state)
      }

    case .push(let id, let elementState)?:
      elementEffects = .none
      if mark.ids.contains(id) {
        self.reportStackID(
          #"a "push" action for an element it already contains"#, id: id, in: &state)
      } else {
        self.checkGeneration(ofPushed: id)
        self.withStack(&state) { $0.insert(elementState, pushedAs: id) }
      }
      parentEffects = self.parent.reduce(into: &state, action: action)

    case nil:
      elementEffects = .none
      parentEffects = self.parent.reduce(into: &state, action: action)
    }

    // With those that left outside this reducer since its last action (found as it began).
    var removed = self.withStack(&state) { $0.endAction(since: &mark) }
    if !leftBefore.isEmpty {
      removed += leftBefore.filter { !removed.contains($0) }
    }
    guard !removed.isEmpty else {
      if case .none = elementEffects.operation { return parentEffects }
      return elementEffects.merge(with: parentEffects)
    }
    return .merge(
      elementEffects,
      parentEffects,
      .merge(removed.map { .cancelChild(at: self.path(for: $0)) })
    )
  }

  /// Runs `body` on the stack in place: through the `_modify` accessor of an `@ObservableState`
  /// property (found by index once), not through its key path, which would copy the whole stack
  /// to change one element.
  @inlinable
  func withStack<Result>(
    _ state: inout Parent.State, _ body: (inout StackState<Element.State>) -> Result
  ) -> Result {
    if let observable = self.observableParent, let index = self.trackedIndex,
      let result = modifyTracked(observable, index, &state, body)
    {
      return result
    }
    return body(&state[keyPath: self.toStackState])
  }

  @usableFromInline
  func path(for id: StackElementID) -> ScopePath {
    ScopePath.child(
      AnyHashableSendable(
        ChildScopeID(keyPath: self.toStackState, id: AnyHashableSendable(id)))
    )
  }

  /// Runs the element reducer on the element with `id` in place, inside a frame that makes it a
  /// pushed child; `nil` when there is no such element.
  @inlinable
  func reduceElement(
    into state: inout Parent.State, id: StackElementID, action: Element.Action
  ) -> Effect<Parent.Action>? {
    let path = self.path(for: id)
    let frame = ScopeStack.Frame(cache: nil, path: path, presentation: .presented)
    let effect = ScopePath.withFrame(frame) {
      self.withStack(&state) { stack in
        stack.modifyElement(id: id) { self.element.reduce(into: &$0, action: action) }
      }
    }
    guard let effect else { return nil }
    // Spelled out: a bare `.none` here would be the optional's `nil`.
    if effect.isNone { return Effect<Parent.Action>.none }
    return self.scoped(effect, id: id, path: path)
  }

  /// The effects of the element with `id`, which runs under `path`: its actions embedded in the
  /// stack's, able to close the element with `@Dependency(\.dismiss)`, and cancelled with it.
  @usableFromInline
  func scoped(
    _ effect: Effect<Element.Action>, id: StackElementID, path: ScopePath
  ) -> Effect<Parent.Action> {
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

  /// Reports an action for an element that is not in the stack.
  @usableFromInline
  func reportMissingElement(action: Element.Action) {
    self.location.report(
      ChildActionIssue.missingElement(
        action: action,
        howToSend: #"""
          In SwiftUI applications, use "NavigationStack.init(path:)" with a binding to a store.
          """#,
        at: self.location
      )
    )
  }

  /// Reports a `push` or `popFrom` whose `id` does not fit the stack (`problem` says how).
  @usableFromInline
  func reportStackID(_ problem: String, id: StackElementID, in state: inout Parent.State) {
    self.location.report(
      ChildActionIssue.stackID(
        problem, id: id, ids: self.withStack(&state) { $0.ids }, at: self.location
      )
    )
  }

  /// In tests, pushed ids are expected to come from the generator, as `.push(id: 0, …)` written
  /// in order does: an id the generator has not reached yet is reported, and an id equal to
  /// the next one consumes it, so that the next `append` takes the id after it.
  @usableFromInline
  func checkGeneration(ofPushed id: StackElementID) {
    guard DependencyValues._current.context == .test else { return }
    let generator = DependencyValues._current.stackElementID
    let next = generator.peek()
    if id.generation > next.generation {
      self.location.report(
        ChildActionIssue.unexpectedGeneration(received: id, expected: next, at: self.location)
      )
    } else if id == next {
      _ = generator.next()
    }
  }
}
