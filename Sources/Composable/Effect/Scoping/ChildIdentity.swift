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
///
/// The usual identity, an observable state's lineage, is plain integers: operators read it, copy
/// it and compare it on every action, so the case name and id, which most children lack, are
/// boxed in ``Details``.
@usableFromInline
package struct ChildIdentity: Hashable, Sendable {
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let observableID: ObservableStateID?
  /// The case name and `Identifiable` id, when there is either.
  @usableFromInline let details: Details?

  /// A child's enum case name and `Identifiable` id.
  @usableFromInline
  final class Details: Hashable, Sendable {
    let caseName: String?
    let id: AnyHashableSendable?

    init?(caseName: String?, id: AnyHashableSendable?) {
      guard caseName != nil || id != nil else { return nil }
      self.caseName = caseName
      self.id = id
    }

    @usableFromInline
    static func == (lhs: Details, rhs: Details) -> Bool {
      lhs === rhs || (lhs.caseName == rhs.caseName && lhs.id == rhs.id)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
      hasher.combine(self.caseName)
      hasher.combine(self.id)
    }
  }

  /// Whether two identities are the same: inlinable, as operators compare the child's identity
  /// with the one they recorded on every action, at every level of a chain of presented
  /// children; identities without details (an observable state's lineage) compare their integers
  /// where they are read.
  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.type == rhs.type, lhs.details === rhs.details || Self.sameDetails(lhs, rhs) else {
      return false
    }
    switch (lhs.observableID, rhs.observableID) {
    case (nil, nil):
      return true
    case let (lhsID?, rhsID?):
      return lhsID == rhsID
    default:
      return false
    }
  }

  /// Whether the two identities' details are equal (when they are not the same object).
  @usableFromInline
  static func sameDetails(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.details == rhs.details
  }

  @usableFromInline
  package init<Value>(of value: Value) {
    self.type = ObjectIdentifier(Value.self)
    let observableID = ObservableStateID._$id(for: value)
    let caseName: String?
    if observableID != ._$inert {
      self.observableID = observableID._$lineage
      caseName = nil
    } else {
      self.observableID = nil
      caseName = Self.caseName(of: value)
    }
    self.details = Details(
      caseName: caseName,
      id: Self.sendableID(of: value) ?? Self.payloadIdentifiableID(of: value)
    )
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
    self.details = nil
  }

  /// Whether this is the identity `init(type:observableID:)` makes for state of `type` whose
  /// observable identity has `lineage`, compared without making that identity.
  @inlinable
  func isObservable(_ type: Any.Type, lineage: ObservableStateID) -> Bool {
    self.details == nil && self.type == ObjectIdentifier(type) && self.observableID == lineage
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
