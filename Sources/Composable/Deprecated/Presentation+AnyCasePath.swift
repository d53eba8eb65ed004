// Deprecated in TCA 1.4, in favour of case key paths: `.ifLet(\.$destination, action: \.destination)`
// and `state.$destination[case: \.detail]`.

extension Reducer {
  /// Runs `destination` on the presented child while there is one, before this reducer, and
  /// handles its dismissal, for a presentation action reached through a case path:
  /// `.ifLet(\.$child, action: /Action.child) { Child() }`.
  ///
  /// Behaves as the case key path form does.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifLet<
    DestinationState, DestinationAction,
    Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<
    Self, Destination, _PresentationKeyPathAccess<State, DestinationState>
  > {
    _PresentationReducer(
      parent: self,
      destination: destination(),
      access: _PresentationKeyPathAccess(toPresentationState),
      toPresentationAction: toPresentationAction,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension PresentationState {
  /// The presented state, if it is in the case `path` extracts: `state.$child[case: /Child.int]`.
  ///
  /// Behaves as the case key path form does: writing `nil` dismisses, and writing through the
  /// wrong case is reported and changes nothing.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(
    case path: AnyCasePath<State, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    _read {
      yield self.wrappedValue[
        _case: path.extract, embed: path.embed, at: OperatorLocation(fileID, filePath, line, column)
      ]
    }
    _modify {
      yield &self.wrappedValue[
        _case: path.extract, embed: path.embed, at: OperatorLocation(fileID, filePath, line, column)
      ]
    }
  }
}
