extension Reducer {
  /// Runs `element` on the element of an `IdentifiedArray` that an action addresses, before this
  /// reducer.
  ///
  /// Each element's effects are cancelled when the element is removed, and cancellation ids are
  /// scoped per element: two rows using the same id never cancel each other. An action for an id
  /// that is not in the array is reported and ignored.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: \.rows) {
  ///     Row()
  ///   }
  /// ```
  @inlinable
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element> {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: CasePathCache.casePath(toElementAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer made by `forEach`.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: _ResolvedReducer<Element>
  @usableFromInline let toElementsState:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.element = _ResolvedReducer(element)
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.location = location
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let elementEffects = self.reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: self.toElementsState].ids
    let parentEffects = self.parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: self.toElementsState].ids
    guard idsBefore != idsAfter else {
      return elementEffects.merge(with: parentEffects)
    }
    let removed = idsBefore.subtracting(idsAfter)
    let cancellations = Effect<Parent.Action>.merge(
      removed.map { .cancelChild(at: self.elementPath(for: $0)) }
    )
    return .merge(elementEffects, parentEffects, cancellations)
  }

  @inlinable
  func elementPath(for id: ID) -> ScopePath {
    ScopePath.child(
      AnyHashableSendable(ChildScopeID(keyPath: self.toElementsState, id: AnyHashableSendable(id)))
    )
  }

  @inlinable
  func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    guard case let .element(id, elementAction) = self.toElementAction.extract(from: action) else {
      return .none
    }
    guard state[keyPath: self.toElementsState][id: id] != nil else {
      self.location.report(
        ChildActionIssue.missingElement(
          action: action, howToSend: #"In SwiftUI applications, use "ForEachStore"."#,
          at: self.location
        )
      )
      return .none
    }
    let path = self.elementPath(for: id)
    let effect = ScopePath.withCurrent(path) {
      modify(&state, self.toElementsState) { elements in
        self.element.reduce(into: &elements[id: id]!, action: elementAction)
      }
    }
    let toElementAction = self.toElementAction
    return .childScoped(
      effect.map { toElementAction.embed(.element(id: id, action: $0)) },
      path: path
    )
  }
}
