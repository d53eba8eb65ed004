// Deprecated in TCA 1.4, in favour of case key paths: `.forEach(\.path, action: \.path)` and
// `state.path[id: id, case: \.detail]`.

extension Reducer {
  /// Runs `destination` on the stack element an action addresses, before this reducer, and
  /// handles pushes and pops, for a stack action reached through a case path:
  /// `.forEach(\.path, action: /Action.path) { Path() }`.
  ///
  /// Behaves as the case key path form does.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func forEach<
    DestinationState, DestinationAction,
    Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination> {
    _StackReducer(
      parent: self,
      element: destination(),
      toStackState: toStackState,
      toStackAction: toStackAction,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension StackState {
  /// The element with `id`, if it is in the case `path` extracts:
  /// `state.path[id: id, case: /Path.State.detail]`.
  ///
  /// Behaves as the case key path form does: writing `nil` removes the element, and writing
  /// through the wrong case is reported and changes nothing.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(
    id id: StackElementID,
    case path: AnyCasePath<Element, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    _read {
      yield self[id: id][
        _case: path.extract, embed: path.embed, at: OperatorLocation(fileID, filePath, line, column)
      ]
    }
    _modify {
      yield &self[id: id][
        _case: path.extract, embed: path.embed, at: OperatorLocation(fileID, filePath, line, column)
      ]
    }
  }
}
