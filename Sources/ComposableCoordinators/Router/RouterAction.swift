/// The actions of a coordinator's routes: a screen's action addressed to its route, or a new
/// routes array from the front end.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case router(IndexedRouterActionOf<Screen>)
/// }
///
/// case .router(.routeAction(id: _, action: .home(.itemTapped(let number)))):
///   state.routes.push(.detail(Detail.State(number: number)))
/// ```
@CasePathable
public enum RouterAction<ID: Hashable & Sendable, Screen, ScreenAction> {
  /// An action of the screen at route `id`: its index for indexed routes, its screen's id for
  /// identified routes.
  indirect case routeAction(id: ID, action: ScreenAction)

  /// Replaces the routes. A front end sends it when the user navigates by themselves (back
  /// button, swipe, a sheet pulled down) so that the routes stay the truth.
  case updateRoutes([Route<Screen>])
}

/// The router action of indexed routes (`[Route<Screen.State>]`), addressed by index:
/// `IndexedRouterActionOf<Screen>`.
public typealias IndexedRouterActionOf<R: Reducer> = RouterAction<Int, R.State, R.Action>

/// The router action of indexed routes, spelled with the screen's state and action types.
public typealias IndexedRouterAction<Screen, ScreenAction> = RouterAction<Int, Screen, ScreenAction>

/// The router action of identified routes (`IdentifiedArrayOf<Route<Screen.State>>`), addressed
/// by the screen's id: `IdentifiedRouterActionOf<Screen>`.
public typealias IdentifiedRouterActionOf<R: Reducer> = RouterAction<R.State.ID, R.State, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

/// The router action of identified routes, spelled with the screen's state and action types.
public typealias IdentifiedRouterAction<Screen: Identifiable, ScreenAction> =
  RouterAction<Screen.ID, Screen, ScreenAction> where Screen.ID: Sendable

extension RouterAction: Equatable where Screen: Equatable, ScreenAction: Equatable {}
extension RouterAction: Hashable where Screen: Hashable, ScreenAction: Hashable {}
extension RouterAction: Sendable where Screen: Sendable, ScreenAction: Sendable {}

extension RouterAction {
  /// The action of the screen at `id`, for case key paths such as `\.router[id: 1].detail`.
  public subscript(id id: ID) -> ScreenAction? {
    get {
      guard case .routeAction(let routeID, let action) = self, routeID == id else { return nil }
      return action
    }
    set {
      guard let newValue, case .routeAction(id, _) = self else { return }
      self = .routeAction(id: id, action: newValue)
    }
  }
}

extension RouterAction.AllCasePaths {
  /// The case path to the actions of the screen at `id`: lets case key paths address one
  /// route, as in `store.receive(\.router[id: 1].detail.tick)`.
  public subscript(id id: ID) -> AnyCasePath<RouterAction, ScreenAction> {
    AnyCasePath(
      embed: { .routeAction(id: id, action: $0) },
      extract: { action in
        guard case .routeAction(let routeID, let screenAction) = action, routeID == id else {
          return nil
        }
        return screenAction
      }
    )
  }
}
