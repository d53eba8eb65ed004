/// What makes a presented child "the same child" from one action to the next.
///
/// Navigation operators tag a child's effects with its identity and cancel them when the identity
/// changes, not only when the child goes away: replacing the presented `.detail(A)` by
/// `.detail(B)`, or a screen by another one at the same index of a coordinator, must not let A's
/// effects deliver actions to B.
///
/// The identity is, by strength of evidence: the `@ObservableState` identity's lineage (new for
/// every freshly created state, kept by copies and in-place mutation, whose revisions it ignores);
/// otherwise the enum case name; and the `Identifiable` id of the value, or of its enum case's
/// payload, when there is one.
@usableFromInline
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
    self.id = Self.sendableID(of: value) ?? Self.payloadIdentifiableID(of: value)
  }

  /// The `Identifiable` id of an enum case's payload (`.detail(Detail.State)`): a destination
  /// whose child takes another id is another destination, as in TCA.
  private static func payloadIdentifiableID(of value: Any) -> AnyHashableSendable? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value
    else { return nil }
    return sendableID(of: payload)
  }

  /// The identity of `@ObservableState` state of `type` that is not `Identifiable`: the lineage
  /// of its observable identity, as `init(of:)` finds it.
  init(type: Any.Type, observableID: ObservableStateID) {
    self.type = ObjectIdentifier(type)
    self.observableID = observableID._$lineage
    self.caseName = nil
    self.id = nil
  }

  private static func caseName(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    // A case with a payload has one child labelled by the case name; a case without payload
    // has no child, and its description is the case name.
    return mirror.children.first?.label ?? String(describing: value)
  }

  /// The `Identifiable` id of `value` (read as `ifLet` reads a child's), made sendable.
  private static func sendableID(of value: Any) -> AnyHashableSendable? {
    identifiableID(of: value).map { AnyHashableSendable(IdentifiableID(base: $0)) }
  }
}

/// An `Identifiable` id, compared and hashed only. Ids are values (numbers, strings, UUIDs) in
/// practice; the generic `ID` cannot be required `Sendable` here, nor cast to it.
private struct IdentifiableID: Hashable, @unchecked Sendable {
  let base: AnyHashable
}
