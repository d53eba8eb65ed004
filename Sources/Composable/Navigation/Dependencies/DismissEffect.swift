/// Closes the presented or pushed feature that calls it, from one of its effects.
///
/// Get it from the dependencies of a child feature that is presented with
/// `ifLet(\.$destination, action:)` or pushed on a stack with `forEach(\.path, action:)`:
///
/// ```swift
/// @Reducer
/// struct Detail {
///   @Dependency(\.dismiss) var dismiss
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .closeButtonTapped:
///         return .run { _ in await self.dismiss() }
///       }
///     }
///   }
/// }
/// ```
///
/// Calling it sends `.dismiss` (presentation) or `.popFrom(id:)` (stack) to the parent, through
/// the same store, so the parent sees it as any other action and the child's effects are
/// cancelled: code after `await dismiss()` can no longer send actions.
///
/// Call it from an effect, not from the reducer: the reducer must return an effect to change
/// anything else anyway, and the effect is what knows which store and which child to address.
public struct DismissEffect: Sendable {
  private let dismiss: (@MainActor @Sendable () -> Void)?

  /// Creates a dismiss effect that calls `dismiss`.
  ///
  /// Use it to observe dismissal when testing a child feature on its own:
  ///
  /// ```swift
  /// let store = Store(initialState: Detail.State()) {
  ///   Detail()
  /// } withDependencies: {
  ///   $0.dismiss = DismissEffect { isDismissed.setValue(true) }
  /// }
  /// ```
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  private init() {
    self.dismiss = nil
  }

  /// Dismisses whichever presented or pushed feature started the running effect: the one whose
  /// effect is wrapped by the nearest presentation or stack operator.
  static let contextual = DismissEffect()

  /// Closes the feature.
  ///
  /// A call from a feature that is neither presented nor pushed is reported with `reportIssue`
  /// and does nothing.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let dismiss = self.dismiss {
      dismiss()
      return
    }
    guard let context = DismissContext.current else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        "@Dependency(\\.dismiss)" closes a feature that is presented with \
        "ifLet(\\.$destination, action:)" or pushed with "forEach(\\.path, action:)", and must be \
        called from an effect that feature returned. To test a feature on its own, override the \
        dependency: "$0.dismiss = DismissEffect { … }".
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
    context.dismiss()
  }
}

extension DependencyValues {
  /// Closes the presented or pushed feature from one of its effects. See ``DismissEffect``.
  ///
  /// Inside a presented or pushed child's reducer it is always the child's own dismissal, even
  /// where an enclosing feature overrode it: the operator that presented the child says so
  /// through the running reducer's navigation frame.
  public var dismiss: DismissEffect {
    get { ScopePath.isInsidePresentation ? .contextual : self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect.contextual
  static let testValue = DismissEffect.contextual
}

/// How the effects of one presented or pushed child close that child: bound while the child's
/// `.run` effects execute, by the operator that presented it.
///
/// It is a task local rather than a dependency value because the effect's dependencies are
/// captured when the reducer builds it, before the operator knows which `Send` will run it; the
/// operator wraps the effect's body and binds the context there. The innermost operator wins, so
/// a grandchild's effect closes the grandchild.
final class DismissContext: Sendable {
  @TaskLocal static var current: DismissContext?

  let dismiss: @MainActor @Sendable () -> Void

  init(dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }
}

extension Effect {
  /// Binds the dismiss context of every `.run` in this effect: `dismiss(send)` is what
  /// `@Dependency(\.dismiss)` calls from inside it.
  @usableFromInline
  func bindingDismiss(
    _ dismiss: @escaping @Sendable (Send<Action>) -> @MainActor @Sendable () -> Void
  ) -> Self {
    switch self.operation {
    case .none, .send, .cancel, .publisher:
      return self
    case .run(let run):
      let body = run.body
      return Self(
        operation: .run(
          run.replacingBody { send in
            await DismissContext.$current.withValue(DismissContext(dismiss: dismiss(send))) {
              await body(send)
            }
          }
        )
      )
    case .merge(let effects):
      return Self(operation: .merge(effects.map { $0.bindingDismiss(dismiss) }))
    case .concatenate(let effects):
      return Self(operation: .concatenate(effects.map { $0.bindingDismiss(dismiss) }))
    case .cancellable(let token, let cancelInFlight, let effect):
      return Self(
        operation: .cancellable(
          token, cancelInFlight: cancelInFlight, effect.bindingDismiss(dismiss))
      )
    }
  }
}
