/// A cancellation id qualified by the position of the reducer that used it.
@usableFromInline
package struct CancelToken: Hashable, Sendable {
  let id: AnyHashableSendable
  let path: ScopePath?

  init(id: some Hashable & Sendable, path: ScopePath?) {
    self.id = AnyHashableSendable(CancelIDKey(id))
    self.path = path
  }

  init(erased id: AnyHashableSendable, path: ScopePath?) {
    self.id = id
    self.path = path
  }
}

/// Keeps ids of different types apart: `Int(1)` and an enum case never collide, nor do two
/// different empty enums used as ids (their metatypes differ).
struct CancelIDKey: Hashable, Sendable {
  let type: ObjectIdentifier
  let value: AnyHashableSendable

  init<ID: Hashable & Sendable>(_ id: ID) {
    self.type = ObjectIdentifier(Swift.type(of: id as Any))
    self.value = AnyHashableSendable(id)
  }
}

/// The id under which `ifLet`, `forEach`, presentation and stack operators register all of a
/// child's effects.
let childEffectsID = AnyHashableSendable(CancelIDKey(ChildEffects()))
private struct ChildEffects: Hashable, Sendable {}
