/// Shows its content, tracking what it reads: TCA's (swift-perception's) `WithPerceptionTracking`,
/// so that view code written for it ports unchanged.
///
/// ```swift
/// var body: some View {
///   WithPerceptionTracking {
///     Text("Count: \(store.count)")
///   }
/// }
/// ```
///
/// On SwiftUI before iOS 17 the wrapper is what makes a view observe the store. A terminal screen
/// is always evaluated inside observation tracking, so here the wrapper only passes its content
/// through.
public struct WithPerceptionTracking<Content: View>: View {
  private let content: () -> Content

  /// A view showing `content`.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  /// The content, built when the screen is evaluated.
  public var body: Content {
    // `return` keeps `View`'s result builder out: the content is the body as it is.
    return self.content()
  }
}
