extension DependencyValues {
  /// Whether the feature reading it is presented (with `ifLet(\.$destination, action:)`) or
  /// pushed (with `forEach(\.path, action:)`), and can therefore close itself with
  /// `@Dependency(\.dismiss)`.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// // …
  /// state.showsCloseButton = isPresented
  /// ```
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}
