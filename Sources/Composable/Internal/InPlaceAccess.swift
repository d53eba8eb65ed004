/// How an operator modifies a piece of its parent's state in place.
///
/// ``modify(_:_:_:)`` finds out at run time whether the root is `@ObservableState`, which goes
/// through an existential and runs unspecialized code. Operators built on observable state know
/// it where they are created, so they make an access that calls the state's generated `_$modify`
/// directly, specialized for the concrete state type.
@usableFromInline
struct InPlaceAccess<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let modifyInPlace: (inout Root, (inout Value) -> Void) -> Void

  /// An access for any root: decides at run time how to modify in place.
  @inlinable
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.modifyInPlace = { root, body in
      Composable.modify(&root, keyPath, body)
    }
  }

  /// An access for `@ObservableState` roots: goes straight to the generated `_$modify`.
  @inlinable
  init(observable keyPath: WritableKeyPath<Root, Value>) where Root: ObservableState {
    self.keyPath = keyPath
    self.modifyInPlace = { root, body in
      if root._$modify(keyPath, body) == nil {
        body(&root[keyPath: keyPath])
      }
    }
  }

  /// Modifies the value in `root` in place and returns what `body` returns.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    var result: Result?
    self.modifyInPlace(&root) { result = body(&$0) }
    // Both accesses run `body` exactly once.
    return result!
  }
}
