import ConcurrencyExtras

#if canImport(Synchronization) && !canImport(Darwin)
  import Synchronization
#else
  import os
#endif

/// The identity of an ``ObservableState`` value.
///
/// An identity is a process-wide unique number, handed out when a state value is created, plus
/// the path of enum cases (tags) that leads to it. Comparing and hashing identities is a few
/// integer comparisons; creating one is an atomic increment; tagging one allocates nothing for
/// up to four levels of small tags.
///
/// An identity is three integers and nothing else, so copying one costs no reference counting.
public struct ObservableStateID: Hashable, Sendable {
  /// The unique number of the state value this identity derives from; `0` for the inert identity.
  @usableFromInline
  let location: Int

  /// Up to four enum-case tags, 16 bits each, each stored as `tag + 1` so that the packing is
  /// unambiguous (`0` means "no tag").
  @usableFromInline
  let packedTags: UInt64

  /// The tags that did not fit in ``packedTags`` (too deep or too large), as their number in
  /// ``OverflowTags``; `0` (usually) for none.
  @usableFromInline
  let overflow: Int

  @usableFromInline
  init(location: Int, packedTags: UInt64, overflow: Int) {
    self.location = location
    self.packedTags = packedTags
    self.overflow = overflow
  }

  /// Creates a new identity, different from every identity created before it.
  public init() {
    self.init(location: nextLocation(), packedTags: 0, overflow: 0)
  }

  /// The identity of values that have none of their own: payloads that are not observable state
  /// and enum cases without payload (after tagging).
  @inlinable
  public static var _$inert: ObservableStateID {
    ObservableStateID(location: 0, packedTags: 0, overflow: 0)
  }

  /// Whether this identity derives from no state value: the inert identity, possibly tagged (an
  /// enum case without payload, or whose payload is not observable state). Such an identity
  /// stays the same when the payload changes, so it cannot tell whether a value changed.
  @inlinable
  var isInertRooted: Bool {
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
  public func _$tag(_ tag: Int) -> ObservableStateID {
    if self.overflow == 0, (0..<0xFFFF).contains(tag), self.packedTags >> 48 == 0 {
      return ObservableStateID(
        location: self.location,
        packedTags: self.packedTags << 16 | UInt64(tag + 1),
        overflow: 0
      )
    }
    return ObservableStateID(
      location: self.location,
      packedTags: self.packedTags,
      overflow: OverflowTags.number(of: OverflowTags.tags(numbered: self.overflow) + [tag])
    )
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
  /// The unique number and, for enum cases, the tags: `ObservableStateID(12, tags: [0])`.
  public var debugDescription: String {
    var tags: [Int] = []
    var packed = self.packedTags
    while packed != 0 {
      tags.insert(Int(packed & 0xFFFF) - 1, at: 0)
      packed >>= 16
    }
    tags += OverflowTags.tags(numbered: self.overflow)
    return tags.isEmpty
      ? "ObservableStateID(\(self.location))"
      : "ObservableStateID(\(self.location), tags: \(tags))"
  }
}

/// The tag paths that did not fit in an identity's packed tags, each numbered once: an identity
/// holds the number, so that it stays plain integers. Paths are few (one per way of nesting enum
/// cases more than four deep in the app's state), so the table stays small.
enum OverflowTags {
  private static let table = LockIsolated(Table())

  private struct Table {
    var numbers: [[Int]: Int] = [:]
    var paths: [[Int]] = [[]]
  }

  /// The number of `tags`, given when first asked for.
  static func number(of tags: [Int]) -> Int {
    self.table.withValue { table in
      if let number = table.numbers[tags] { return number }
      let number = table.paths.count
      table.paths.append(tags)
      table.numbers[tags] = number
      return number
    }
  }

  /// The tags numbered `number`; `[]` for `0`.
  static func tags(numbered number: Int) -> [Int] {
    number == 0 ? [] : self.table.withValue { $0.paths[number] }
  }
}

#if canImport(Synchronization) && !canImport(Darwin)
  private let locationCounter = Atomic<Int>(1)

  private func nextLocation() -> Int {
    locationCounter.wrappingAdd(1, ordering: .relaxed).oldValue
  }
#else
  // `Atomic` needs macOS 15 / iOS 18; the package supports earlier Apple platforms.
  private let locationCounter = OSAllocatedUnfairLock(initialState: 1)

  private func nextLocation() -> Int {
    locationCounter.withLock { next in
      defer { next += 1 }
      return next
    }
  }
#endif
