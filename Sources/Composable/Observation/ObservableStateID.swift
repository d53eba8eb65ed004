public import ComposableThreadLocals

/// The identity of an ``ObservableState`` value.
///
/// An identity is a process-wide unique number, handed out when a state value is created, plus
/// the path of enum cases (tags) that leads to it, plus a *revision*. Comparing and hashing
/// identities is a few integer comparisons; creating one is an atomic increment; tagging one
/// allocates nothing for up to four levels of small tags.
///
/// The revision tells apart copies of one value that went separate ways. A state modified in
/// place through its parent's property gets a new revision first (`_$willModify()`), so that a
/// copy taken before (a draft, a value saved for undo) no longer has its identity: assigning
/// the copy back is a replacement, which the parent's observers hear about, even though both
/// derive from the same value. Navigation, which must see such a state as the same child from
/// one action to the next, compares `_$lineage` instead.
///
/// An identity is three integers and nothing else, so copying one costs no reference counting.
public struct ObservableStateID: Hashable, Sendable {
  /// The unique number of the state value this identity derives from; `0` for the inert identity.
  @usableFromInline
  let location: Int

  /// `0` for the value as created; a fresh process-wide unique number each time the value is
  /// about to be modified in place through its parent (see ``_$willModify()``).
  @usableFromInline
  var revision: Int

  /// The enum-case tags, outermost last. Either up to four tags below `0x7FFF`, 16 bits each,
  /// each stored as `tag + 1` so that the packing is unambiguous (`0` means "no tag") and the top
  /// bit stays clear; or, for the rare deeper or larger paths, ``overflowFlag`` plus the path's
  /// number in ``OverflowTags``.
  @usableFromInline
  let tags: UInt64

  /// Marks ``tags`` as holding the number of a path in ``OverflowTags``.
  static let overflowFlag: UInt64 = 1 << 63

  @usableFromInline
  init(location: Int, revision: Int, tags: UInt64) {
    self.location = location
    self.revision = revision
    self.tags = tags
  }

  /// Whether two identities are the same: all three integers equal. Written out and inlinable,
  /// so that code comparing identities where it reads them (navigation operators, on every
  /// action at every level of a presented chain) makes no call; the hash stays synthesized over
  /// the same three integers.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.location == rhs.location && lhs.revision == rhs.revision && lhs.tags == rhs.tags
  }

  /// Creates a new identity, different from every identity created before it.
  public init() {
    self.init(location: nextLocation(), revision: 0, tags: 0)
  }

  /// The identity of values that have none of their own: payloads that are not observable state
  /// and enum cases without payload (after tagging).
  @inlinable
  public static var _$inert: ObservableStateID {
    ObservableStateID(location: 0, revision: 0, tags: 0)
  }

  /// This identity without its revision: the same for a value and all its copies, however each
  /// was modified since. What navigation compares to tell whether a child is still the same one.
  @inlinable
  public var _$lineage: ObservableStateID {
    ObservableStateID(location: self.location, revision: 0, tags: self.tags)
  }

  /// Gives the value owning this identity a new revision, before it is modified in place: copies
  /// taken before keep the old one, so they are no longer identity-equal to it.
  ///
  /// The revision is unique in the process, not just the next number: two copies of one value
  /// that are each modified on their own must not end up with the same identity.
  @inlinable
  public mutating func _$willModify() {
    self.revision = _nextRevision()
  }

  /// Whether this identity derives from no state value: the inert identity, possibly tagged (an
  /// enum case without payload, or whose payload is not observable state). Such an identity
  /// stays the same when the payload changes, so it cannot tell whether a value changed.
  @inlinable
  package var isInertRooted: Bool {
    self.location == 0
  }

  /// The identity of `value` if it is ``ObservableState`` (looking through optionals), otherwise
  /// ``_$inert``.
  @inlinable
  public static func _$id<T>(for value: T) -> ObservableStateID {
    (value as? any ObservableState)?._$id ?? ._$inert
  }

  /// The identity of `value`.
  @inlinable
  public static func _$id<T: ObservableState>(for value: T) -> ObservableStateID {
    value._$id
  }

  /// The identity of the enum case numbered `tag` whose payload has this identity.
  ///
  /// Two cases holding the same payload have different identities, and so do two values of the
  /// same case holding different payloads.
  ///
  /// Inlinable: every read of an enum state's identity tags its payload's, several times per
  /// action at every level of a chain of presented destinations; the usual packing is answered
  /// where the identity is read, and only the rare overflow calls out.
  @inlinable
  public func _$tag(_ tag: Int) -> ObservableStateID {
    // Room for another 16-bit tag (which also means the overflow flag is clear) and a tag that
    // fits in one.
    guard self.tags >> 48 == 0, UInt(bitPattern: tag) < 0x7FFF else {
      return self.overflowTagged(tag)
    }
    return ObservableStateID(
      location: self.location, revision: self.revision, tags: self.tags << 16 | UInt64(tag + 1))
  }

  /// ``_$tag(_:)`` for a path that does not fit in ``tags``: numbered in ``OverflowTags``.
  @usableFromInline
  func overflowTagged(_ tag: Int) -> ObservableStateID {
    let tags = Self.overflowFlag | UInt64(OverflowTags.number(of: self.tagPath + [tag]))
    return ObservableStateID(location: self.location, revision: self.revision, tags: tags)
  }

  /// The enum-case tags, outermost last.
  var tagPath: [Int] {
    if self.tags & Self.overflowFlag != 0 {
      return OverflowTags.tags(numbered: Int(self.tags & ~Self.overflowFlag))
    }
    var path: [Int] = []
    var packed = self.tags
    while packed != 0 {
      path.insert(Int(packed & 0xFFFF) - 1, at: 0)
      packed >>= 16
    }
    return path
  }

  /// Lets `value` prepare for in-place modification; does nothing for non-observable values.
  ///
  /// Generated `_$willModify()` implementations of `@ObservableState` enums call this on the
  /// payload of their current case.
  @inlinable
  public static func _$willModify<T>(_ value: inout T) {}

  /// Lets `value` prepare for in-place modification.
  @inlinable
  public static func _$willModify<T: ObservableState>(_ value: inout T) {
    value._$willModify()
  }
}

extension ObservableStateID: CustomDebugStringConvertible {
  /// The unique number, the revision when there is one, and, for enum cases, the tags:
  /// `ObservableStateID(12, revision: 40, tags: [0])`.
  public var debugDescription: String {
    let revision = self.revision == 0 ? "" : ", revision: \(self.revision)"
    let tags = self.tagPath
    return tags.isEmpty
      ? "ObservableStateID(\(self.location)\(revision))"
      : "ObservableStateID(\(self.location)\(revision), tags: \(tags))"
  }
}

/// The tag paths that did not fit in an identity's packed tags, each numbered once (from 1): an
/// identity holds the number, so that it stays plain integers. Paths are few (one per way of
/// nesting enum cases more than four deep in the app's state), so the table stays small.
enum OverflowTags {
  private static let table = Locked(Table())

  private struct Table {
    var numbers: [[Int]: Int] = [:]
    var paths: [[Int]] = [[]]
  }

  /// The number of `tags`, given when first asked for.
  static func number(of tags: [Int]) -> Int {
    self.table.withLock { table in
      if let number = table.numbers[tags] { return number }
      let number = table.paths.count
      table.paths.append(tags)
      table.numbers[tags] = number
      return number
    }
  }

  /// The tags numbered `number`; `[]` for `0`.
  static func tags(numbered number: Int) -> [Int] {
    number == 0 ? [] : self.table.withLock { $0.paths[number] }
  }
}

/// A new revision for ``ObservableStateID/_$willModify()``: a number no other identity has had,
/// from the running thread's reserve (see `IdentityCounter.h` in `ComposableThreadLocals`).
/// Revisions and locations come from one counter, so neither is ever reused.
@inlinable
func _nextRevision() -> Int {
  composable_identity_next_revision()
}

/// A new location: a number no other identity has had.
private func nextLocation() -> Int {
  composable_identity_reserve_numbers(1)
}
