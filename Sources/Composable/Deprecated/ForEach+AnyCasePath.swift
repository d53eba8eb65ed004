// Deprecated in TCA 1.4, in favour of a case key path to an `IdentifiedAction`:
// `.forEach(\.rows, action: \.rows)`.

extension Reducer {
  /// Runs `element` on the element of an `IdentifiedArray` that an action addresses, before this
  /// reducer, for actions that carry the element's id and action in a case of their own:
  ///
  /// ```swift
  /// enum Action {
  ///   case row(id: Row.State.ID, action: Row.Action)
  /// }
  /// // …
  /// .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
  /// ```
  ///
  /// Behaves as the `IdentifiedAction` form does: removed elements have their effects
  /// cancelled, and an action for a missing id is reported and ignored.
  @available(
    *,
    deprecated,
    message:
      "Use a case key path to an 'IdentifiedAction', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4"
  )
  @inlinable
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
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
      toElementAction: AnyCasePath(
        embed: { identified in
          switch identified {
          case let .element(id, action): toElementAction.embed((id, action))
          }
        },
        extract: { action in
          toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) }
        }
      ),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
