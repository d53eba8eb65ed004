/// The `Identifiable` id of `value`, if it has one: `ifLet` and `ifCaseLet` treat a child replaced
/// by one with another id as the dismissal of the old one, as TCA does, and `ChildIdentity` keys
/// a child by it.
@usableFromInline
func identifiableID(of value: Any) -> AnyHashable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return hashableID(of: identifiable)
}

private func hashableID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}
