// Deprecated in TCA 1.4, in favour of a case key path: `BindingReducer(action: \.view)`.

extension BindingReducer {
  /// A reducer that applies the binding actions `toViewAction` extracts from this feature's
  /// actions: `BindingReducer(action: /Action.view)`.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this API that takes a case key path, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.toViewAction = toViewAction
  }
}
