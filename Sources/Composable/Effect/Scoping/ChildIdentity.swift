/// What makes a presented child "the same child" from one action to the next.
///
/// Navigation operators tag a child's effects with its identity and cancel them when the identity
/// changes, not only when the child goes away: replacing the presented `.detail(A)` by
/// `.detail(B)`, or a screen by another one at the same index of a coordinator, must not let A's
/// effects deliver actions to B.
///
/// The identity is, by strength of evidence: the `@ObservableState` identity's lineage (new for
/// every freshly created state, kept by copies and in-place mutation, whose revisions it ignores);
/// otherwise the enum case name and the `Identifiable` id, when the value has them.
package struct ChildIdentity: Hashable, Sendable {
  let type: ObjectIdentifier
  let observableID: ObservableStateID?
  let caseName: String?
  let id: AnyHashableSendable?

  package init<Value>(of value: Value) {
    self.type = ObjectIdentifier(Value.self)
    let observableID = ObservableStateID._$id(for: value)
    if observableID != ._$inert {
      self.observableID = observableID._$lineage
      self.caseName = nil
    } else {
      self.observableID = nil
      self.caseName = Self.caseName(of: value)
    }
    self.id = Self.identifiableID(of: value)
  }

  private static func caseName(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    // A case with a payload has one child labelled by the case name; a case without payload
    // has no child, and its description is the case name.
    return mirror.children.first?.label ?? String(describing: value)
  }

  private static func identifiableID(of value: Any) -> AnyHashableSendable? {
    guard let identifiable = value as? any Identifiable else { return nil }
    return sendableID(of: identifiable)
  }

  private static func sendableID<Value: Identifiable>(of value: Value) -> AnyHashableSendable? {
    AnyHashableSendable(IdentifiableID(base: AnyHashable(value.id)))
  }
}

/// An `Identifiable` id, compared and hashed only. Ids are values (numbers, strings, UUIDs) in
/// practice; the generic `ID` cannot be required `Sendable` here, nor cast to it.
private struct IdentifiableID: Hashable, @unchecked Sendable {
  let base: AnyHashable
}
