/// What a reader of a store registers with observation tracking at one level of the store tree,
/// linked to the level above: a chain from a scoped store's slice up to the root.
///
/// A reader of a scoped store depends on every level above it (the root's state as a whole, and
/// the property of each ancestor's state that holds the next slice), so each read registers them
/// all. Walking this chain does so in a loop, without recursing through each ancestor core as an
/// existential and without retaining or releasing the links.
///
/// Each link registers in the state of the core above it, which that core keeps at the same
/// address for its whole life. The chain is walked only once the reader's state is up to date,
/// and a scoped core is up to date only if every core above it is, so each link registers in the
/// state as it is now.
///
/// The cores are the links (they inherit from this class), so that scoping a store allocates no
/// link of its own. Not isolated to the main actor (the cores are): walking the chain then makes
/// no executor checks.
@usableFromInline
package class AccessRegistration {
  /// Registers this level's access in the state at the pointer: made where the state's type is
  /// known, so that it runs as code specialized for it.
  private let register: (UnsafeRawPointer) -> Void
  /// The state this level registers in.
  private let state: UnsafeRawPointer
  /// The level above: a core above this one, which every core scoped from it holds (so it
  /// outlives this link).
  private let next: Unmanaged<AccessRegistration>?

  init(
    in state: UnsafeRawPointer,
    next: Unmanaged<AccessRegistration>?,
    register: @escaping (UnsafeRawPointer) -> Void
  ) {
    self.register = register
    self.state = state
    self.next = next
  }

  /// Registers the levels of the chain that starts at `first`.
  ///
  /// Static and not isolated: called with a method or a closure made in a core's (main-actor)
  /// code, the walk would check the executor on every read.
  static func registerChain(from first: Unmanaged<AccessRegistration>) {
    var next: Unmanaged<AccessRegistration>? = first
    while let link = next {
      next = link._withUnsafeGuaranteedRef { level in
        level.register(level.state)
        return level.next
      }
    }
  }
}
