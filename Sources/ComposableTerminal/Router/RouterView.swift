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
///   a sheet) is shown one `RouteSteps` step at a time, a short delay apart. A router that
///   appears with a whole stack already in place walks there from its root the same way.
///
/// Screens name themselves for the breadcrumb with `navigationTitle(_:)`.
public struct RouterView<Screen, ScreenAction, Content: View>: View, PrimitiveView {
  private let source: RouterSource<Screen, ScreenAction>
  private let content: (Store<Screen, ScreenAction>) -> Content

  /// A router for indexed routes (`[Route<Screen>]`, actions addressed by index).
  public init(
    _ store: Store<[Route<Screen>], RouterAction<Int, Screen, ScreenAction>>,
    @ViewBuilder screen content: @escaping (Store<Screen, ScreenAction>) -> Content
  ) {
    self.content = content
    self.source = RouterSource(
      routes: { store.state },
      isSameRoute: { $0.style == $1.style },
      steps: { RouteSteps.calculate(from: $0, to: $1) },
      screenStore: { index, route in
        let fallback = route.screen
        return store.scope(
          state: { $0.indices.contains(index) ? $0[index].screen : fallback },
          action: { .routeAction(id: index, action: $0) }
        )
      },
      updateRoutes: { store.send(.updateRoutes($0)) }
    )
  }

  func makeNode(in context: BuildContext) -> Node {
    let source = self.source
    let target = source.routes()
    let key = "\(context.path)/router<\(Screen.self)>"
    let presenter = context.storage.value(for: key) { RoutePresenter<Screen>() }
    let invalidate = context.storage.invalidate
    let displayed = presenter.update(
      to: target, isSameRoute: source.isSameRoute, steps: source.steps, clock: context.clock,
      delay: context.stepDelay, invalidate: invalidate)

    // Each displayed route is drawn from the live store when it is the same route in state, or
    // from a copy while a step shows a route that state no longer has (a sheet being dismissed).
    let screens: [(route: Route<Screen>, node: Node)] = displayed.enumerated().map { index, route in
      let isLive = index < target.count && source.isSameRoute(target[index], route)
      let store =
        isLive
        ? source.screenStore(index, target[index])
        : Store<Screen, ScreenAction>(initialState: route.screen) { EmptyReducer() }
      var screenContext = context
      screenContext.path = key + "/\(index)"
      let node = resolve(self.content(store), in: screenContext)
      return (route, .focusScope("route\(index):\(node.title ?? "")", node))
    }
    guard !screens.isEmpty else { return .empty }

    // Layers: the root's stack, then one per presented route, each with the pushes above it.
    var layers: [(start: Int, end: Int)] = []
    for index in screens.indices {
      if index == 0 || screens[index].route.isPresented {
        layers.append((index, index))
      } else {
        layers[layers.count - 1].end = index
      }
    }
    let titles = screens.enumerated().map { index, screen in
      screen.node.title ?? "Screen \(index + 1)"
    }
    let breadcrumb = screens.indices.map { index -> [TextRun] in
      var spans: [TextRun] = []
      if index > 0 { spans.append(TextRun(" › ", style: TextStyle(isDim: true))) }
      switch screens[index].route.style {
      case .sheet where index > 0:
        spans.append(TextRun("[sheet] ", style: TextStyle(foreground: .magenta)))
      case .cover where index > 0:
        spans.append(TextRun("[cover] ", style: TextStyle(foreground: .magenta)))
      default: break
      }
      let isTop = index == screens.count - 1
      spans.append(TextRun(titles[index], style: TextStyle(isBold: isTop)))
      return spans
    }
    .flatMap { $0 }

    let base = Node.stack(
      .vertical, spacing: 0,
      children: [
        .text(breadcrumb, truncation: .compressible(minWidth: 20)),
        .divider,
        screens[layers[0].end].node,
      ])
    let overlays = layers.dropFirst().map { layer in
      Node.Layer(
        kind: screens[layer.start].route.style.isCover ? .cover : .sheet,
        title: titles[layer.start...layer.end].joined(separator: " › "),
        content: screens[layer.end].node
      )
    }
    var node = Node.layers(base: base, overlays: Array(overlays))
    if target.count > 1 {
      let updateRoutes = source.updateRoutes
      node = .keyHandlers(
        [KeyHandler(trigger: .back, action: { updateRoutes(Array(target.dropLast())) })], node)
    }
    return node
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
    self.content = content
    self.source = RouterSource(
      routes: { Array(store.state) },
      isSameRoute: { $0.style == $1.style && $0.id == $1.id },
      steps: { start, end in
        RouteSteps.calculate(
          from: IdentifiedArrayOf(uniqueElements: start), to: IdentifiedArrayOf(uniqueElements: end)
        ).map { Array($0) }
      },
      screenStore: { _, route in
        let id = route.id
        let fallback = route.screen
        return store.scope(
          state: { $0[id: id]?.screen ?? fallback },
          action: { .routeAction(id: id, action: $0) }
        )
      },
      updateRoutes: { store.send(.updateRoutes($0)) }
    )
  }
}

/// A router's view of its store, the same for indexed and identified routes.
@MainActor
struct RouterSource<Screen, ScreenAction> {
  let routes: @MainActor () -> [Route<Screen>]
  let isSameRoute: (Route<Screen>, Route<Screen>) -> Bool
  let steps: ([Route<Screen>], [Route<Screen>]) -> [[Route<Screen>]]
  let screenStore: @MainActor (Int, Route<Screen>) -> Store<Screen, ScreenAction>
  let updateRoutes: @MainActor ([Route<Screen>]) -> Void
}

/// TCACoordinators' name for the router view.
public typealias TCARouter = RouterView
