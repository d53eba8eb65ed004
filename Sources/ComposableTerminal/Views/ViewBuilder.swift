/// Builds views from a block of statements, as SwiftUI's `ViewBuilder` does: sequences, `if`,
/// `if`/`else`, `switch` and `for` loops.
@MainActor
@resultBuilder
public enum ViewBuilder {
  /// One view.
  public static func buildExpression<V: View>(_ view: V) -> ViewGroup {
    if let group = view as? ViewGroup { return group }
    return ViewGroup([AnyView(view)])
  }

  /// An empty block.
  public static func buildBlock() -> ViewGroup {
    ViewGroup([])
  }

  /// Views one after another.
  public static func buildBlock(_ components: ViewGroup...) -> ViewGroup {
    ViewGroup(components.flatMap(\.views))
  }

  /// An `if` without `else`.
  public static func buildOptional(_ component: ViewGroup?) -> ViewGroup {
    component ?? ViewGroup([])
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: ViewGroup) -> ViewGroup {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: ViewGroup) -> ViewGroup {
    component
  }

  /// A `for` loop.
  public static func buildArray(_ components: [ViewGroup]) -> ViewGroup {
    ViewGroup(components.flatMap(\.views))
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: ViewGroup) -> ViewGroup {
    component
  }
}
