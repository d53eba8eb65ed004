/// The first element of every scope path in a store: the store itself, which keeps the
/// cancellation ids and throttle windows of different stores apart.
struct StoreScopeID: Hashable, Sendable {
  let id: ObjectIdentifier
}

/// The element of a scope path that a child of `ifLet`, `forEach`, presentation and stack
/// operators adds: the key path to the child, and its id or identity where there are several.
@usableFromInline
struct ChildScopeID: Hashable, @unchecked Sendable {  // key paths are immutable
  let keyPath: AnyKeyPath
  let id: AnyHashableSendable?

  @usableFromInline
  init(keyPath: AnyKeyPath, id: AnyHashableSendable? = nil) {
    self.keyPath = keyPath
    self.id = id
  }
}

/// The element of a scope path that `ifCaseLet` and the cases of a `@Reducer enum` add.
@usableFromInline
struct CaseScopeID: Hashable, Sendable {
  let name: String

  @usableFromInline
  init(name: String) {
    self.name = name
  }
}
