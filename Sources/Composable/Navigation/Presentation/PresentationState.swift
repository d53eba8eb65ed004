/// The state of a feature that may be presented by its parent: a sheet, an alert, a popover, or
/// any optional destination driven by `ifLet(\.$destination, action:)`.
///
/// You rarely spell this type yourself: `@Presents` stores it behind an optional property and
/// exposes it as `$destination` for the `ifLet` operator.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
///
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in … }
///     .ifLet(\.$destination, action: \.destination)
/// }
/// ```
///
/// Without the macro it works as a property wrapper:
/// `@PresentationState var detail: Detail.State?`.
///
/// The value lives in a copy-on-write box, so a feature can present another instance of itself
/// (recursive navigation) without making its state infinitely large.
@propertyWrapper
public struct PresentationState<State> {
  @usableFromInline var storage: Storage
  /// The child the presentation reducer saw when it last ran: a child the parent dismissed or
  /// replaced outside the reducer (before or after it) is still recognised as gone, and its
  /// effects cancelled, on the next action the reducer sees. Not part of the value.
  @usableFromInline package var mounted: MountedChild?

  /// Creates presentation state holding `wrappedValue`; `nil` means nothing is presented.
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// The presented child's state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { self.storage.value }
    set {
      if isKnownUniquelyReferenced(&self.storage) {
        self.storage.value = newValue
        self.storage.presentedLineage = nil
      } else {
        self.storage = Storage(newValue)
      }
    }
    // `_modify` keeps in-place mutation of a presented child from copying it.
    _modify {
      self.makeStorageUnique()
      self.storage.presentedLineage = nil
      yield &self.storage.value
    }
  }

  /// The presentation state itself, which `ifLet(\.$destination, action:)` takes.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The presented state, if it is in the case `casePath`: reads and writes one destination of a
  /// `@Reducer enum`, as in `state.$destination[case: \.detail]?.isSaving = true`.
  ///
  /// Writing `nil` dismisses. Writing while another case is presented, or nothing is, is reported
  /// as an issue and changes nothing.
  public subscript<Case>(
    case casePath: CaseKeyPath<State, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? where State: CasePathable {
    _read {
      yield self.wrappedValue[
        _case: { $0[case: casePath] }, embed: { casePath($0) },
        at: OperatorLocation(fileID, filePath, line, column)
      ]
    }
    _modify {
      yield &self.wrappedValue[
        _case: { $0[case: casePath] }, embed: { casePath($0) },
        at: OperatorLocation(fileID, filePath, line, column)
      ]
    }
  }

  @usableFromInline
  final class Storage: @unchecked Sendable {
    // Unchecked: mutated only through a uniquely referenced box (copy-on-write above), and the
    // wrapper is `Sendable` only when `State` is. For the same reason its accesses need no
    // run-time exclusivity checks: the wrapper's own accesses are checked.
    @usableFromInline @exclusivity(unchecked) var value: State?
    /// The lineage of the observable identity of `value`, when the `$destination` accessor has
    /// just read it and nothing changed `value` since; `nil` when unknown. The presentation
    /// operator runs inside that accessor: it recognises the child it recorded by this, without
    /// reading the identity a second time (through a closure made for any state) at every level
    /// of a chain of presented children. Everything that changes `value` in place or replaces it
    /// clears it (a copy of the box starts without).
    @usableFromInline @exclusivity(unchecked) var presentedLineage: ObservableStateID?
    /// A copy of `value` taken when the `$destination` accessor began a modification of a
    /// presented state whose identity cannot tell changes apart (an alert in a destination
    /// enum), for the accessor to compare with once the modification ends; `nil` otherwise. The
    /// accessor takes it back then, so it is set only during a modification (see
    /// `PresentationState+ModificationSnapshot.swift`).
    @usableFromInline @exclusivity(unchecked) var modificationSnapshot: AnyObject?

    @usableFromInline
    init(_ value: State?) {
      self.value = value
    }

    /// Runs `body` with a pointer to the value where it is stored; `nil` when there is none.
    /// Reading through it is safe on a box shared with other copies; writing through it only on
    /// a box held uniquely.
    @inlinable
    func readValue<Result>(_ body: (UnsafeMutablePointer<State>) -> Result) -> Result? {
      withUnsafeMutablePointer(to: &self.value) { pointer in
        // An optional's payload starts at its own address.
        pointer.pointee == nil
          ? nil : body(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: State.self))
      }
    }
  }
}

extension PresentationState {
  /// Copies the box if another copy of this presentation state shares it, so that it can be
  /// changed in place.
  @inlinable
  @inline(__always)
  mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&self.storage) {
      self.copyStorage()
    }
  }

  /// Replaces the shared box by a copy of its own. Apart from the usual path, where the box is
  /// held uniquely: inline, the copy of the presented state (every reference in it retained) made
  /// every level of a chain of presented children larger, and the chain's code no longer fit the
  /// processor's instruction cache.
  @usableFromInline
  @inline(never)
  mutating func copyStorage() {
    self.storage = Storage(self.storage.value)
  }

  /// Runs `body` on the optional presented state in place, copying the box first only if it is
  /// shared: the observation accessors' way in, without the `wrappedValue` accessor's
  /// coroutine.
  @inlinable
  @inline(__always)
  mutating func modifyPresentedValue<Result>(_ body: (inout State?) -> Result) -> Result {
    self.makeStorageUnique()
    return body(&self.storage.value)
  }

  /// Runs `body` on the optional presented state where it is stored, without copying a shared
  /// box first: for reads (the observation accessors' check once a modification is over), which
  /// are safe on a box shared with other copies. `body` must not change the state.
  @inlinable
  @inline(__always)
  mutating func readPresentedValue<Result>(_ body: (inout State?) -> Result) -> Result {
    body(&self.storage.value)
  }

  /// Keeps `id`, the observable identity of the presented state that the `$destination`
  /// accessor just read, for the presentation operator that runs inside it (see
  /// `Storage.presentedLineage`). The box is held uniquely (the accessor made sure).
  @inlinable
  @inline(__always)
  mutating func keepPresentedIdentity(_ id: ObservableStateID?) {
    // An identity rooted in no state value is not what identifies such a child (its case name
    // does): nothing is kept for it, and nothing kept before stays (every change of the value
    // forgets it already; cleared here too, so that a path that forgot to cannot make an alert
    // pass for the child recorded before it).
    guard let id, !id.isInertRooted else {
      self.storage.presentedLineage = nil
      return
    }
    self.storage.presentedLineage = id._$lineage
  }

  /// The identity of the presented state, read in place; `nil` when nothing is presented.
  @inlinable
  @inline(__always)
  mutating func presentedIdentity(_ identify: ChildIdentityReader<State>) -> ChildIdentity? {
    self.storage.readValue(identify.read)
  }

  /// The alert or dialog presented, read in place.
  @inlinable
  mutating func presentedEphemeral(_ cases: EphemeralCases<State>) -> EphemeralPresentation? {
    self.storage.readValue(cases.presented) ?? nil
  }
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomDumpReflectable {
  /// Dumps as the optional it wraps, so test failures read `destination: .detail(…)` rather than
  /// showing the box.
  public var customDumpMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}

extension PresentationState: CustomStringConvertible {
  public var description: String {
    String(describing: self.wrappedValue)
  }
}
