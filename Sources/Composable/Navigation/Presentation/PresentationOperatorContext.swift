/// What a presentation operator reads only now and then (where it was applied, how to find an
/// alert in the destination, how to read the child's identity, the path caches of its children),
/// behind one reference.
///
/// Held inline these made the operator 144 bytes, which Swift copied onto the stack (with
/// `memcpy`) for every closure that captured it: three times per action at every level of a
/// chain of presented children.
@usableFromInline
final class PresentationOperatorContext<State> {
  /// Where the operator was applied, for the issues it reports.
  @usableFromInline let location: OperatorLocation
  /// Where an alert or a dialog may be in the destination's state.
  @usableFromInline let ephemeral: EphemeralCases<State>
  /// Reads the presented child's identity in place.
  @usableFromInline let identify: ChildIdentityReader<State>
  /// The scope path caches of the children the operator presents.
  @usableFromInline let paths: PresentedChildPaths

  @usableFromInline
  init(location: OperatorLocation, keyPath: AnyKeyPath) {
    self.location = location
    self.ephemeral = EphemeralCases()
    self.identify = ChildIdentityReader()
    self.paths = PresentedChildPaths(keyPath: keyPath)
  }
}
