/// The reducer made by `forEachRoute`: runs the screen reducer for routed actions, applies
/// `updateRoutes`, runs the coordinator's own reducer, and cancels the effects of every screen
/// that the action removed.
///
/// Its path for every action is inlinable, so that it is specialized in the feature's module for
/// the feature's routes and screens: run as generic code here, it looked up the runtime metadata
/// of its own type, its routes and their keys some thirty times per action.
public struct _ForEachRouteReducer<
  Parent: Reducer,
  Routes: RouteCollection,
  RouteID: Hashable & Sendable,
  ScreenReducer: Reducer
>: Reducer where Routes.Element == Route<ScreenReducer.State> {
  @usableFromInline
  typealias Routing = RouterAction<RouteID, ScreenReducer.State, ScreenReducer.Action>

  @usableFromInline let parent: Parent
  /// Resolved once: a screen reducer written with `body` (a `@Reducer enum`'s) builds its body
  /// on first use, not for every action.
  @usableFromInline let screenReducer: _ResolvedReducer<ScreenReducer>
  @usableFromInline let toRoutes: WritableKeyPath<Parent.State, Routes>
  @usableFromInline let toRouterAction: AnyCasePath<Parent.Action, Routing>
  @usableFromInline let addressing: RouteAddressing<Routes, RouteID>
  @usableFromInline let cancellationID: AnyHashableSendable?
  @usableFromInline let location: OperatorLocation
  /// The routes, reached in place.
  @usableFromInline let routes: RoutesAccess<Parent.State, Routes>
  @usableFromInline let screenIdentity: ScreenIdentityReader<ScreenReducer.State>

  @usableFromInline
  init(
    parent: Parent,
    screenReducer: ScreenReducer,
    toRoutes: WritableKeyPath<Parent.State, Routes>,
    toRouterAction: AnyCasePath<Parent.Action, Routing>,
    addressing: RouteAddressing<Routes, RouteID>,
    cancellationID: (any Hashable & Sendable)?,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.screenReducer = _ResolvedReducer(screenReducer)
    self.toRoutes = toRoutes
    self.toRouterAction = toRouterAction
    self.addressing = addressing
    self.cancellationID = cancellationID.map { AnyHashableSendable($0) }
    self.location = location
    self.routes = RoutesAccess(toRoutes)
    self.screenIdentity = ScreenIdentityReader()
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let routing = self.toRouterAction.extract(from: action)
    var screenEffects = Effect<Parent.Action>.none
    var replaced: RouteKeyOverride?
    if case .routeAction(let id, let screenAction)? = routing {
      (screenEffects, replaced) = self.reduceScreen(
        into: &state, id: id, action: screenAction, fullAction: action)
    }

    // The routes after the screen's change, kept by reference: the screen's change is checked
    // above, and an unchanged array is recognized by its storage, so that a screen's action keys
    // and copies no route. A change by `updateRoutes` or the parent copies the routes once.
    let before = self.cancellationID == nil ? nil : self.routes.withStorage(&state) { $0 }
    if case .updateRoutes(let routes)? = routing {
      self.update(&state, to: routes)
    }
    let parentEffects = self.parent.reduce(into: &state, action: action)
    if isRunningInPushedRoute() {
      self.checkNoOwnNavigation(state)
    }

    guard let before else {
      return screenEffects.merge(with: parentEffects)
    }
    let removed = self.routes.withStorage(&state) { routes in
      self.addressing.removedKeys(since: before, in: routes, override: replaced)
    }
    guard !removed.isEmpty else {
      if case .none = screenEffects.operation { return parentEffects }
      return screenEffects.merge(with: parentEffects)
    }
    return .merge(
      screenEffects,
      parentEffects,
      .merge(removed.map { .cancelChild(at: self.path(for: $0)) })
    )
  }

  /// The scope path of the effects of the route with `key`.
  @usableFromInline
  func path(for key: AnyHashableSendable) -> ScopePath {
    ScopePath.child(
      AnyHashableSendable(
        RouteScopeID(routes: self.toRoutes, coordinator: self.cancellationID, key: key)
      )
    )
  }

  /// Runs the screen reducer on the screen of route `id`, in place. Returns its effects, and the
  /// route's key before the action when the screen reducer replaced the screen by another one
  /// (whose key differs).
  @inlinable
  func reduceScreen(
    into state: inout Parent.State,
    id: RouteID,
    action screenAction: ScreenReducer.Action,
    fullAction: Parent.Action
  ) -> (Effect<Parent.Action>, RouteKeyOverride?) {
    // One pass over the routes' storage: the route is found, keyed once, and its screen
    // reduced in place.
    let addressing = self.addressing
    var run: ScreenRun?
    self.routes.withStorage(&state) { routes in
      guard let index = addressing.index(of: id, in: routes) else { return }
      let style = routes[index].style
      var key: AnyHashableSendable?
      var path: ScopePath?
      var effect = Effect<ScreenReducer.Action>.none
      var notifies = false
      let keyChanged = addressing.withScreen(at: index, in: &routes) { routeKey, screen in
        let routePath = self.path(for: routeKey)
        (key, path) = (routeKey, routePath)
        // Results assigned, not returned: a tuple as the generic result of `withValue` and
        // `withCurrent` is a tuple type looked up in the runtime on every action.
        withRouteContext(style: style, isRoot: index == 0, path: routePath) {
          (effect, notifies) = self.reduce(&screen, action: screenAction)
        }
      }
      guard let key, let path else { return }
      run = ScreenRun(
        index: index, key: key, path: path, effect: effect, notifies: notifies,
        isReplaced: self.cancellationID != nil && keyChanged)
    }
    guard let run else {
      self.reportMissingRoute(id: id, action: fullAction, in: state)
      return (.none, nil)
    }
    if run.notifies {
      self.routes.notifyChange(in: &state, empty: addressing.emptyRoutes)
    }
    let toRouterAction = self.toRouterAction
    let embedded = run.effect.map { toRouterAction.embed(.routeAction(id: id, action: $0)) }
    return (
      self.cancellationID == nil ? embedded : .childScoped(embedded, path: run.path),
      run.isReplaced ? RouteKeyOverride(index: run.index, key: run.key) : nil
    )
  }

  /// Reports an action for the route `id`, which is not in the routes.
  @usableFromInline
  func reportMissingRoute(id: RouteID, action fullAction: Parent.Action, in state: Parent.State) {
    let routes = state[keyPath: self.toRoutes]
    self.reportIssue(
      """
      received an action for a route that is not there.

        Action:
          \(String(customDumping: fullAction).indentedForIssue)
        Route \(self.addressing.name):
          \(id)
        Routes (bottom first):
          \(routeSummary(routes))

      This is generally considered an application logic error: the route may have been \
      removed before the action arrived (an in-flight effect of a screen that was removed with \
      "cancellationId: nil", or an action sent by a front end that is out of date).
      """
    )
  }

  /// What running the screen reducer on one route gave.
  @usableFromInline
  struct ScreenRun {
    @usableFromInline let index: Int
    @usableFromInline let key: AnyHashableSendable
    @usableFromInline let path: ScopePath
    @usableFromInline let effect: Effect<ScreenReducer.Action>
    @usableFromInline let notifies: Bool
    @usableFromInline let isReplaced: Bool

    /// What a run on the route at `index` gave.
    @inlinable
    init(
      index: Int, key: AnyHashableSendable, path: ScopePath, effect: Effect<ScreenReducer.Action>,
      notifies: Bool, isReplaced: Bool
    ) {
      self.index = index
      self.key = key
      self.path = path
      self.effect = effect
      self.notifies = notifies
      self.isReplaced = isReplaced
    }
  }

  /// Runs the screen reducer on `screen`, and tells whether the routes' observers must hear of
  /// the change: a screen that kept its observable identity told its own observers; any other
  /// change is one of the routes.
  @inlinable
  func reduce(
    _ screen: inout ScreenReducer.State, action: ScreenReducer.Action
  ) -> (Effect<ScreenReducer.Action>, notifies: Bool) {
    let identity = self.screenIdentity.identity(of: &screen)
    let effect = self.screenReducer.reduce(into: &screen, action: action)
    return (effect, identity == nil || identity != self.screenIdentity.identity(of: &screen))
  }

  @usableFromInline
  func update(_ state: inout Parent.State, to routes: [Route<ScreenReducer.State>]) {
    guard !routes.isEmpty else {
      self.reportIssue(
        """
        received "updateRoutes" with no routes. Element 0 of the routes is the root, which must \
        stay; the routes are left unchanged.
        """
      )
      return
    }
    guard let newRoutes = self.addressing.routes(routes) else {
      self.reportIssue(
        """
        received "updateRoutes" with two routes of the same id. Identified routes must have \
        unique ids; the routes are left unchanged.
        """
      )
      return
    }
    state[keyPath: self.toRoutes] = newRoutes
  }

  /// A coordinator shown by a pushed route lives inside its parent's navigation stack: it cannot
  /// have a navigation stack of its own (a root `withNavigation`, or pushes). Checked when
  /// ``isRunningInPushedRoute()`` says this coordinator is such a screen.
  @usableFromInline
  func checkNoOwnNavigation(_ state: Parent.State) {
    let routes = state[keyPath: self.toRoutes]
    guard routes.contains(where: { $0.isPush }) || routes.first?.withNavigation == true else {
      return
    }
    self.reportIssue(
      """
      is the screen of a pushed route of its parent coordinator, and has navigation of its own \
      (a root "withNavigation: true", or pushed routes).

        Routes (bottom first):
          \(routeSummary(routes))

      A nested coordinator's pushes cannot join its parent's navigation stack. Present the \
      nested coordinator (".sheet" or ".cover", "withNavigation: true"), or push its screens \
      from the parent coordinator instead.
      """
    )
  }

  private func reportIssue(_ message: String) {
    IssueReporting.reportIssue(
      """
      A "forEachRoute" at "\(self.location.fileID):\(self.location.line)" \(message)
      """,
      fileID: self.location.fileID,
      filePath: self.location.filePath,
      line: self.location.line,
      column: self.location.column
    )
  }
}

/// Whether the reducer running now is the screen reducer of a pushed route, not the root, of a
/// coordinator: then it is the coordinator of that screen (the current scope path is the
/// route's own), which cannot have navigation of its own.
@usableFromInline
func isRunningInPushedRoute() -> Bool {
  guard let context = RouteContext.current, context.style.isPush, !context.isRoot,
    let current = ScopePath.current
  else { return false }
  return current.isSameFeature(as: context.path)
}

/// Runs `body`, a screen reducer, as the reducer of the route with `style` whose effects run
/// under `path`.
@usableFromInline
func withRouteContext(style: RouteStyle, isRoot: Bool, path: ScopePath, _ body: () -> Void) {
  RouteContext.$current.withValue(RouteContext(style: style, isRoot: isRoot, path: path)) {
    ScopePath.withCurrent(path, body)
  }
}

extension String {
  /// Indents every line after the first, to nest a multi-line dump in an issue message.
  var indentedForIssue: String {
    self.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\n    ")
  }
}
