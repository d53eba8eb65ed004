/// Builds the keys of indexed routes for one screen type (see
/// `RouteAddressing.key(at:in:)`): the index and the identity of the screen, as
/// `ChildIdentity(of:)` tells it.
///
/// A screen that is `@ObservableState` and `Identifiable` (the usual screen of a coordinator
/// that also shows its routes by id) is keyed by the lineage of its observable identity and its
/// id, both read in place with the casts done once, here: `ChildIdentity(of:)` casts the screen
/// to find both, and boxes the id, on every action (two keys per action, ~13 k instructions).
/// Whether a screen reducer replaced its screen is told by comparing the lineage and the id
/// typed, as read before and after it ran; only the key handed to the route holds the id boxed.
/// The key types are not generic: the code that reads a screen runs with the screen's type
/// opened from the cast, as generic code, where every use of a key generic over the id looked its
/// type up in the runtime (some fifteen lookups per action). Any other screen is keyed by
/// `ChildIdentity(of:)`.
@usableFromInline
struct IndexedRouteKeys<Screen> {
  @usableFromInline let read: (Int, inout Screen) -> AnyHashableSendable
  @usableFromInline let readAround:
    (Int, inout Screen, (AnyHashableSendable, inout Screen) -> Void) -> Bool
  /// Whether the screens' keys are read in place (see the type's description); for tests.
  @usableFromInline let readsInPlace: Bool

  @inlinable
  init() {
    if let observed = Screen.self as? any (ObservableState & Identifiable).Type {
      self = Self.observedIdentifiable(observed)
    } else {
      self = Self.byChildIdentity()
    }
  }

  /// Keys made by `read`, and by `readAround` around a screen reducer's run.
  @inlinable
  init(
    readsInPlace: Bool,
    read: @escaping (Int, inout Screen) -> AnyHashableSendable,
    readAround: @escaping (Int, inout Screen, (AnyHashableSendable, inout Screen) -> Void) -> Bool
  ) {
    self.readsInPlace = readsInPlace
    self.read = read
    self.readAround = readAround
  }

  /// The key of `screen`, shown at `index`.
  @inlinable
  func key(at index: Int, of screen: inout Screen) -> AnyHashableSendable {
    self.read(index, &screen)
  }

  /// Runs `body` on `screen`, shown at `index`, with its key; returns whether the screen has
  /// another key afterwards (`body` replaced it by another screen).
  @inlinable
  func withKey(
    at index: Int, of screen: inout Screen, _ body: (AnyHashableSendable, inout Screen) -> Void
  ) -> Bool {
    self.readAround(index, &screen, body)
  }

  /// Keys any screen by `ChildIdentity(of:)`.
  @inlinable
  static func byChildIdentity() -> Self {
    func key(_ screen: Screen) -> ScreenKey { .other(ChildIdentity(of: screen)) }
    return Self(
      readsInPlace: false,
      read: { index, screen in
        AnyHashableSendable(IndexedRouteKey(index: index, screen: key(screen)))
      },
      readAround: { index, screen, body in
        let before = key(screen)
        body(AnyHashableSendable(IndexedRouteKey(index: index, screen: before)), &screen)
        return before != key(screen)
      }
    )
  }

  /// Keys screens of type `Observed` (which `Screen` is) by their lineage and id, read in place.
  @inlinable
  static func observedIdentifiable<Observed: ObservableState & Identifiable>(
    _: Observed.Type
  ) -> Self {
    // `Screen` is `Observed`: the cast in `init` established it.
    func identity(_ screen: inout Screen) -> ObservableStateID {
      withUnsafeMutablePointer(to: &screen) { pointer in
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Observed.self).pointee
          ._$identityInPlace()
      }
    }
    func id(_ screen: inout Screen) -> Observed.ID {
      withUnsafeMutablePointer(to: &screen) { pointer in
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Observed.self).pointee.id
      }
    }
    // As `ChildIdentity(of:)`: a screen whose identity derives from no state value is told by
    // its case name.
    func key(_ screen: inout Screen, identity: ObservableStateID) -> ScreenKey {
      identity == ._$inert
        ? .other(ChildIdentity(of: screen))
        : .observed(lineage: identity._$lineage, id: AnyHashable(id(&screen)))
    }
    return Self(
      readsInPlace: true,
      read: { index, screen in
        let screenKey = key(&screen, identity: identity(&screen))
        return AnyHashableSendable(IndexedRouteKey(index: index, screen: screenKey))
      },
      readAround: { index, screen, body in
        let before = identity(&screen)
        guard before != ._$inert else {
          let keyBefore = ScreenKey.other(ChildIdentity(of: screen))
          body(AnyHashableSendable(IndexedRouteKey(index: index, screen: keyBefore)), &screen)
          return keyBefore != key(&screen, identity: identity(&screen))
        }
        let idBefore = id(&screen)
        let key = ScreenKey.observed(lineage: before._$lineage, id: AnyHashable(idBefore))
        body(AnyHashableSendable(IndexedRouteKey(index: index, screen: key)), &screen)
        let after = identity(&screen)
        return after == ._$inert || after._$lineage != before._$lineage || id(&screen) != idBefore
      }
    )
  }
}

/// The identity of an indexed route's screen: its observable lineage and `Identifiable` id, or
/// its `ChildIdentity`.
///
/// `@unchecked Sendable`: a screen's id is a value (a number, a string, a UUID) in practice; the
/// screen's `ID` cannot be required `Sendable` here.
@usableFromInline
enum ScreenKey: Hashable, @unchecked Sendable {
  case observed(lineage: ObservableStateID, id: AnyHashable)
  case other(ChildIdentity)
}

/// The index of an indexed route and the identity of its screen: replacing the screen at an
/// index by another one (another case, or a freshly created `@ObservableState` value) makes it a
/// different route, whose predecessor's effects are cancelled.
@usableFromInline
struct IndexedRouteKey: Hashable, Sendable {
  @usableFromInline let index: Int
  @usableFromInline let screen: ScreenKey

  /// The key of the route at `index` showing a screen of identity `screen`.
  @inlinable
  init(index: Int, screen: ScreenKey) {
    self.index = index
    self.screen = screen
  }
}
