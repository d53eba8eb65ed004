/// Shows a coordinator's routes in the terminal, as `TCARouter` does in SwiftUI.
///
/// The top route of the navigation stack is drawn under a breadcrumb of the whole stack
/// (`Home › 3 › 4 › [sheet] 5`); sheets and covers are drawn as framed layers over the screen
/// they were presented from, which is dimmed and takes no keys.
///
/// ```swift
/// RouterView(store.scope(state: \.routes, action: \.router)) { screen in
///   switch screen.case {
///   case let .home(store): HomeView(store: store)
///   case let .detail(store): DetailView(store: store)
///   }
/// }
/// ```
///
/// - Esc on a pushed screen or a sheet sends `.updateRoutes` with the top route removed, as a
///   swipe back or a sheet pulled down does in SwiftUI: the routes in state stay the truth.
/// - A change of several presentation steps at once (a deep link, going back to the root from
///   a sheet) is shown one `RouteSteps` step at a time, a short delay apart; consecutive pushes
///   are one step. A router that appears with a whole stack already in place walks there from
///   its root the same way.
///
/// Screens name themselves for the breadcrumb with `navigationTitle(_:)`.
public struct RouterView<Screen, ScreenAction, Content: View>: View, PrimitiveView {
  private let router: @MainActor (BuildContext) -> Node

  /// A router for indexed routes (`[Route<Screen>]`, actions addressed by index).
  public init(
    _ store: Store<[Route<Screen>], RouterAction<Int, Screen, ScreenAction>>,
    @ViewBuilder screen content: @escaping (Store<Screen, ScreenAction>) -> Content
  ) {
    let router = StoreRouter(store: store, addressing: .indexed(), content: content)
    self.router = { router.makeNode(in: $0) }
  }

  func makeNode(in context: BuildContext) -> Node {
    self.router(context)
  }
}

extension RouterView {
  /// A router for identified routes (`IdentifiedArrayOf<Route<Screen>>`, actions addressed by
  /// the screen's id).
  public init(
    _ store: Store<
      IdentifiedArrayOf<Route<Screen>>, RouterAction<Screen.ID, Screen, ScreenAction>
    >,
    @ViewBuilder screen content: @escaping (Store<Screen, ScreenAction>) -> Content
  ) where Screen: Identifiable, Screen.ID: Sendable {
    let router = StoreRouter(store: store, addressing: .identified(), content: content)
    self.router = { router.makeNode(in: $0) }
  }
}

/// TCACoordinators' name for the router view.
public typealias TCARouter = RouterView
