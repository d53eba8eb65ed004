@_spi(Reflection) import CasePaths
import Foundation

/// State that is shown briefly and goes away the first time the user answers it, with no
/// behavior of its own: alerts and confirmation dialogs.
///
/// Presentation operators give ephemeral state no child reducer and dismiss it themselves: after
/// the parent's reducer has handled one of its actions, the state becomes `nil` (unless the
/// parent already replaced it). Conform your own alert-like types to get the same treatment;
/// `@Reducer` enums then take them with `@ReducerCaseEphemeral`.
public protocol _EphemeralState<Action> {
  /// The actions the state's buttons send.
  associatedtype Action

  /// `Action.self`, for telling at run time whether an action belongs to this state.
  static var actionType: Any.Type { get }
}

extension _EphemeralState {
  /// `Action.self`.
  public static var actionType: Any.Type { Action.self }
}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// Where ephemeral state can hide in a presented destination's state: nowhere, in the state
/// itself (an `AlertState`), or in the payload of the enum case it is in (`.alert(AlertState)`
/// of a `@Reducer enum`). Worked out once per operator, from the type.
@usableFromInline
enum EphemeralLookup: Sendable {
  case none
  case whole
  case enumCase

  @usableFromInline
  init<State>(_: State.Type) {
    if State.self is any _EphemeralState.Type {
      self = .whole
    } else if EnumMetadata(State.self) != nil {
      self = .enumCase
    } else {
      self = .none
    }
  }

  /// The ephemeral state presented in `state`, if any: its action type and its identity.
  func presented<State>(in state: State) -> EphemeralPresentation? {
    switch self {
    case .none:
      return nil
    case .whole:
      return EphemeralPresentation(state)
    case .enumCase:
      // The payload's type is read from metadata first, so that the payload of a case holding
      // a whole feature is never copied out.
      guard let metadata = EnumMetadata(State.self),
        metadata.associatedValueType(forTag: metadata.tag(of: state)) is any _EphemeralState.Type,
        let payload = EnumMetadata.project(state)
      else { return nil }
      return EphemeralPresentation(payload)
    }
  }
}

/// Where ephemeral state can hide in the presented states of one operator: which cases of the
/// destination's enum hold ephemeral state is read from type metadata once, when the operator is
/// made, so that an action to a destination that shows no alert costs a tag read and an array
/// lookup, and one to a destination enum without alert cases costs nothing.
@usableFromInline
struct EphemeralCases<State>: Sendable {
  let lookup: EphemeralLookup
  let cases: EphemeralCaseTable?
  /// Whether the presented states may hold ephemeral state at all: stored, so that operators
  /// read it where they are specialized, with no call, for every action.
  @usableFromInline let mayHold: Bool

  @usableFromInline
  init() {
    let lookup = EphemeralLookup(State.self)
    if lookup == .enumCase {
      let cases = EphemeralCaseTable(State.self)
      self.lookup = cases == nil ? .none : .enumCase
      self.cases = cases
    } else {
      self.lookup = lookup
      self.cases = nil
    }
    self.mayHold = self.lookup != .none
  }

  /// The ephemeral state presented in the state at `pointer`, if any.
  @usableFromInline
  func presented(in pointer: UnsafeMutablePointer<State>) -> EphemeralPresentation? {
    if let cases = self.cases, !cases.holdsEphemeral(pointer) { return nil }
    return self.lookup.presented(in: pointer.pointee)
  }
}

/// Which cases of a destination enum hold ephemeral state, by tag.
struct EphemeralCaseTable: Sendable {
  private let metadata: EnumMetadata
  /// Whether each payload case holds ephemeral state (payload cases have the first tags; the
  /// cases without payload hold nothing).
  private let holds: [Bool]

  /// The table of enum `type`; `nil` when none of its cases holds ephemeral state.
  init?(_ type: Any.Type) {
    guard let metadata = EnumMetadata(type) else { return nil }
    let holds = (0..<Self.payloadCaseCount(of: type)).map { tag in
      metadata.associatedValueType(forTag: tag) is any _EphemeralState.Type
    }
    guard holds.contains(true) else { return nil }
    self.metadata = metadata
    self.holds = holds
  }

  /// Whether the case of the value at `pointer` holds ephemeral state.
  func holdsEphemeral<State>(_ pointer: UnsafeMutablePointer<State>) -> Bool {
    let tag = Int(self.metadata.tag(of: pointer.pointee))
    return tag < self.holds.count && self.holds[tag]
  }

  /// The number of cases with a payload of enum `type`, from its nominal type descriptor (as
  /// CasePaths reads it): the low 24 bits of the descriptor's sixth 32-bit field.
  private static func payloadCaseCount(of type: Any.Type) -> UInt32 {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let descriptor = metadata.load(
      fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    return descriptor.load(fromByteOffset: 5 * 4, as: UInt32.self) & 0xFF_FFFF
  }
}

/// Ephemeral state found in a destination: what answers it, and which one it is.
@usableFromInline
struct EphemeralPresentation: Equatable {
  let actionType: ObjectIdentifier
  let identity: ChildIdentity

  init?(_ value: Any) {
    guard let ephemeral = value as? any _EphemeralState else { return nil }
    self.actionType = ObjectIdentifier(type(of: ephemeral).actionType)
    self.identity = ChildIdentity(of: ephemeral)
  }

  /// Whether `action`, sent to the destination, is one of this state's button actions: the
  /// action itself (when the state is the whole destination), or the payload of the action's
  /// enum case (`.alert(.confirm)` for `.alert(AlertState<Alert>)`).
  @usableFromInline
  func isAnswered<Action>(by action: Action) -> Bool {
    if ObjectIdentifier(Action.self) == self.actionType { return true }
    guard let metadata = EnumMetadata(Action.self) else { return false }
    let payloadType = metadata.associatedValueType(forTag: metadata.tag(of: action))
    return ObjectIdentifier(payloadType) == self.actionType
  }
}
