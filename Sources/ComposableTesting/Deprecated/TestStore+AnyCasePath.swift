// Deprecated in TCA 1.4, in favour of case key paths: `store.receive(\.response)` and
// `store.bindings(action: \.view)`.

extension TestStore {
  /// Asserts that an effect fed back an action of the case `actionCase` extracts, whatever its
  /// associated value: `await store.receive(/Action.response)`.
  ///
  /// Receives as the predicate form does (a case path names only its types, not its case).
  @_disfavoredOverload
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public func receive<Value>(
    _ actionCase: AnyCasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      { actionCase.extract(from: $0) != nil },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// A binding view store of the state as of the last step, for a feature whose bindings live in
  /// the view action `toViewAction` extracts: `store.bindings(action: /Action.view)`.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public func bindings<ViewAction: BindableAction>(
    action toViewAction: AnyCasePath<Action, ViewAction>
  ) -> BindingViewStore<State> where State == ViewAction.State {
    BindingViewStore(
      store: Store(initialState: self.state) {
        BindingReducer(action: toViewAction.extract(from:))
      }
      .scope(state: \.self, action: toViewAction),
      location: OperatorLocation()
    )
  }
}
