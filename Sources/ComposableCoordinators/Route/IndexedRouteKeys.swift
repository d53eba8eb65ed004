/// Builds the keys of indexed routes for one screen type (see
/// `RouteAddressing.key(at:in:)`): the index and the identity of the screen, as
/// `ChildIdentity(of:)` tells it.
///
/// A screen that is `@ObservableState` and `Identifiable` (the usual screen of a coordinator
/// that also shows its routes by id) is keyed by the lineage of its observable identity and its
/// id, both read in place with the casts done once, here: `ChildIdentity(of:)` casts the screen
/// to find both, and boxes the id, on every action (two keys per action, ~13 k instructions). Its
/// key is also compared typed, not through `AnyHashable`. Any other screen is keyed by
/// `ChildIdentity(of:)`.
struct IndexedRouteKeys<Screen> {
  private let read: (Int, inout Screen) -> AnyHashableSendable
  private let readAround: (Int, inout Screen, (AnyHashableSendable, inout Screen) -> Void) -> Bool
  /// Whether the screens' keys are read in place (see the type's description); for tests.
  let readsInPlace: Bool

  init() {
    if let observed = Screen.self as? any (ObservableState & Identifiable).Type {
      self = Self.observedIdentifiable(observed)
    } else {
      self.init(readsInPlace: false) { screen in ScreenKey<Never>.other(ChildIdentity(of: screen)) }
    }
  }

  private init<ID: Hashable>(
    readsInPlace: Bool, screenKey: @escaping (inout Screen) -> ScreenKey<ID>
  ) {
    self.readsInPlace = readsInPlace
    self.read = { index, screen in
      AnyHashableSendable(IndexedRouteKey(index: index, screen: screenKey(&screen)))
    }
    self.readAround = { index, screen, body in
      let before = screenKey(&screen)
      body(AnyHashableSendable(IndexedRouteKey(index: index, screen: before)), &screen)
      return before != screenKey(&screen)
    }
  }

  /// The key of `screen`, shown at `index`.
  func key(at index: Int, of screen: inout Screen) -> AnyHashableSendable {
    self.read(index, &screen)
  }

  /// Runs `body` on `screen`, shown at `index`, with its key; returns whether the screen has
  /// another key afterwards (`body` replaced it by another screen).
  func withKey(
    at index: Int, of screen: inout Screen, _ body: (AnyHashableSendable, inout Screen) -> Void
  ) -> Bool {
    self.readAround(index, &screen, body)
  }

  private static func observedIdentifiable<Observed: ObservableState & Identifiable>(
    _: Observed.Type
  ) -> Self {
    Self(readsInPlace: true) { (screen: inout Screen) -> ScreenKey<Observed.ID> in
      withUnsafeMutablePointer(to: &screen) { pointer in
        // `Screen` is `Observed`: the cast in `init` established it.
        let observed = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Observed.self)
        let identity = observed.pointee._$identityInPlace()
        // As `ChildIdentity(of:)`: a screen whose identity derives from no state value is
        // told by its case name.
        guard identity != ._$inert else { return .other(ChildIdentity(of: pointer.pointee)) }
        return .observed(lineage: identity._$lineage, id: observed.pointee.id)
      }
    }
  }
}

/// The identity of an indexed route's screen: its observable lineage and `Identifiable` id, or
/// its `ChildIdentity`.
enum ScreenKey<ID: Hashable>: Hashable {
  case observed(lineage: ObservableStateID, id: ID)
  case other(ChildIdentity)
}

/// The index of an indexed route and the identity of its screen: replacing the screen at an
/// index by another one (another case, or a freshly created `@ObservableState` value) makes it a
/// different route, whose predecessor's effects are cancelled.
///
/// `@unchecked Sendable`: a screen's id is a value (a number, a string, a UUID) in practice; the
/// generic `ID` cannot be required `Sendable` here.
struct IndexedRouteKey<ID: Hashable>: Hashable, @unchecked Sendable {
  let index: Int
  let screen: ScreenKey<ID>
}
