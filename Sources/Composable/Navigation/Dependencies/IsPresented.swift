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
  ///
  /// Presentation and stack operators say so through the running reducer's navigation frame
  /// rather than by overriding this value for every action; effects started by a presented
  /// child capture `true` when they are made.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] || ScopePath.isInsidePresentation }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}

/// `withEscapedDependencies`, for an effect: when the running reducer is a presented or pushed
/// child, the dependencies escaped are that child's (`isPresented` is `true` and `dismiss`
/// closes the child) for the effect's whole life. Only making an effect pays for the override.
func withEscapedPresentationDependencies<R>(
  _ body: (DependencyValues.Continuation) -> R
) -> R {
  guard ScopePath.isInsidePresentation else { return withEscapedDependencies(body) }
  return withDependencies {
    $0.dismiss = .contextual
    $0.isPresented = true
  } operation: {
    withEscapedDependencies(body)
  }
}
