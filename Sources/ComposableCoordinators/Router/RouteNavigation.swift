/// Identifies one route's screen in the scope path of its effects.
///
/// `key` is what must stay the same for the screen's effects to keep running: the screen's id for
/// identified routes; the index together with the screen's identity for indexed routes.
struct RouteScopeID: Hashable, @unchecked Sendable {  // key paths are immutable
  let routes: AnyKeyPath
  let coordinator: AnyHashableSendable?
  let key: AnyHashableSendable
}

/// The route whose screen reducer is running, so that a coordinator nested in that screen can
/// check that it was not pushed with navigation of its own.
struct RouteContext: Sendable {
  @TaskLocal static var current: RouteContext?

  let style: RouteStyle
  let isRoot: Bool
  let path: ScopePath
}

/// The default `cancellationId` of `forEachRoute`: cancellation on, scoped by the coordinator's
/// position in the feature tree, which already tells two coordinators apart.
@usableFromInline
struct DefaultRouteCancellationID: Hashable, Sendable {
  @usableFromInline
  init() {}
}
