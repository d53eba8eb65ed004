@_spi(Reflection) import CasePaths

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

/// Ephemeral state found in a destination: what answers it, and which one it is.
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
  func isAnswered<Action>(by action: Action) -> Bool {
    if ObjectIdentifier(Action.self) == self.actionType { return true }
    guard let metadata = EnumMetadata(Action.self) else { return false }
    let payloadType = metadata.associatedValueType(forTag: metadata.tag(of: action))
    return ObjectIdentifier(payloadType) == self.actionType
  }
}
