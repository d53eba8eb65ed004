/// What the stack reducer knows of a stack between two actions: the ids of the elements it saw
/// (whose effects it must cancel when they leave), and the ids the stack gained or lost since.
///
/// The stack logs its own changes here, so the reducer finds the elements that left in time
/// proportional to what changed, not to the stack's size: it never compares or copies the whole
/// stack's ids on a push, a pop or an element's action. The ids are kept in a set of their own,
/// not shared with the stack's storage, so that holding them does not make the next push copy the
/// stack's ids.
///
/// Copies of a stack share what they knew when they were copied; `revision`, a number no other
/// mount has had, tells the reducer whether the stack it finds after an action still derives from
/// the one it recorded, or was replaced (`state.path = StackState()`), in which case it compares
/// the ids it recorded with the new stack's.
@usableFromInline
struct StackMount: Sendable {
  /// `0` until the stack reducer first sees the stack; then a new process-wide unique number each
  /// time it records the stack's ids.
  @usableFromInline var revision = 0
  /// The ids of the stack when the reducer last recorded them.
  @usableFromInline var ids: Set<StackElementID> = []
  /// Ids removed since then, in order; an id may repeat, and may have come back since.
  @usableFromInline var removed: [StackElementID] = []
  /// Ids added since then, in order; an id may repeat, and may have left again since.
  @usableFromInline var added: [StackElementID] = []

  /// A mount of `revision` that recorded `ids`; by default, that of a stack the reducer has not
  /// seen.
  @inlinable
  init(revision: Int = 0, ids: Set<StackElementID> = []) {
    self.revision = revision
    self.ids = ids
  }

  /// Whether the stack reducer has seen the stack: until then there is nothing to log.
  @inlinable
  var isMounted: Bool { self.revision != 0 }

  /// Whether ids were added or removed since the reducer last recorded them.
  @inlinable
  var hasChanges: Bool { !self.removed.isEmpty || !self.added.isEmpty }

  /// What the reducer keeps while it reduces an action: the mount's revision and ids as the
  /// action began.
  @usableFromInline
  struct Mark: Sendable {
    @usableFromInline let revision: Int
    /// Shares the mount's set; emptied before the mount changes it, so the set is not copied.
    @usableFromInline var ids: Set<StackElementID>

    /// The mark of an action that began with the mount at `revision` holding `ids`.
    @inlinable
    init(revision: Int, ids: Set<StackElementID>) {
      self.revision = revision
      self.ids = ids
    }
  }
}
