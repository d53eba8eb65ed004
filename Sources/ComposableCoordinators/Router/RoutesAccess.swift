/// In-place access to a coordinator's routes property, for the router reducer.
///
/// A key path to a property of `@ObservableState` state is applied with the property's getter
/// and setter (or its `_modify` accessor, which keeps a copy of the old value to compare with):
/// changing one screen through it copies the whole routes collection, and comparing the old
/// routes with the new ones walks them all. The router reducer changes a screen straight in the
/// property's storage instead (the state's `_$peek(trackedIndex:_:)`, the property found by
/// index once), and tells the property's observers itself when their routes changed.
@usableFromInline
struct RoutesAccess<State, Routes> {
  @usableFromInline let keyPath: WritableKeyPath<State, Routes>
  /// The state's type when it is `@ObservableState`, and the routes property's index among its
  /// tracked properties; `nil` when the key path is not one tracked property (then the key path
  /// is used, with its accessors).
  @usableFromInline let observable: (any ObservableState.Type)?
  @usableFromInline let trackedIndex: Int?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<State, Routes>) {
    self.keyPath = keyPath
    let observable = State.self as? any ObservableState.Type
    self.trackedIndex = observable?._$trackedIndex(keyPath)
    self.observable = self.trackedIndex == nil ? nil : observable
  }

  /// Runs `body` on the routes in place. Observers of the routes property are not told about
  /// changes made here when the property is reached in its storage: call
  /// ``notifyChange(in:empty:)`` for those they must hear about.
  @inlinable
  func withStorage<Result>(_ state: inout State, _ body: (inout Routes) -> Result) -> Result {
    if let observable = self.observable, let trackedIndex = self.trackedIndex,
      let result = peekTracked(observable, trackedIndex, &state, body)
    {
      return result
    }
    return body(&state[keyPath: self.keyPath])
  }

  /// Tells the observers of the routes property that the routes changed (in storage, through
  /// ``withStorage(_:_:)``): the routes are taken out of the storage and put back through the
  /// property's accessor, which sees them replace `empty`. Moves only, whatever the routes' size.
  @usableFromInline
  func notifyChange(in state: inout State, empty: Routes) {
    guard let observable = self.observable, let trackedIndex = self.trackedIndex else {
      // Reached through the key path, whose setter already told them.
      return
    }
    var routes = empty
    _ = peekTracked(observable, trackedIndex, &state) { (stored: inout Routes) in
      swap(&stored, &routes)
    }
    _ = modifyTracked(observable, trackedIndex, &state) { (stored: inout Routes) in
      swap(&stored, &routes)
    }
  }
}

/// Reads the observable identity of screens in place, when the screen type is `@ObservableState`:
/// what tells a screen changed in place (its own observers heard of it) from a screen replaced by
/// another (the routes' observers must hear of it).
@usableFromInline
struct ScreenIdentityReader<Screen> {
  @usableFromInline let read: ((inout Screen) -> ObservableStateID)?

  @usableFromInline
  init() {
    if let observable = Screen.self as? any ObservableState.Type {
      self.read = Self.reader(observable)
    } else {
      self.read = nil
    }
  }

  /// The identity of `screen`, or `nil` when it cannot tell changes apart: the screen type is
  /// not observable state, or its identity derives from no state value (an enum case whose
  /// payload is not observable state).
  @inlinable
  func identity(of screen: inout Screen) -> ObservableStateID? {
    guard let id = self.read?(&screen), !id.isInertRooted else { return nil }
    return id
  }

  private static func reader<Observable: ObservableState>(
    _: Observable.Type
  ) -> (inout Screen) -> ObservableStateID {
    { screen in
      // `Screen` is `Observable`: the cast in `init` established it.
      withUnsafeMutablePointer(to: &screen) { pointer in
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Observable.self).pointee
          ._$identityInPlace()
      }
    }
  }
}
