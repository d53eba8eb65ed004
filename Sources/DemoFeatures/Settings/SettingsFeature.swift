import Foundation

/// The Settings form of seeds 000 and 002, on `BindingReducer`: every editable field is written
/// through a binding action, and the reducer after `BindingReducer` validates the display name
/// and asks for permission when notifications are turned on. "Reset settings" asks for a
/// destructive confirmation in an alert before putting every field back to its default.
///
/// `isLoading` is state the form shows but cannot write: no binding reaches it.
@Reducer
public struct SettingsFeature {
  /// The seed's settings, plus the validation message.
  @ObservableState
  public struct State: Equatable {
    /// Whether the device vibrates on taps.
    public var isHapticFeedbackEnabled = true
    /// How often a digest is sent.
    public var digest = Digest.daily
    /// The name shown to others: cleaned up and at most 20 characters.
    public var displayName = ""
    /// Whether notifications are on; turning it on asks for permission.
    public var enableNotifications = false
    /// Whether the permission request is in flight; shown, not editable.
    public var isLoading = false
    /// Whether posts are private.
    public var protectMyPosts = false
    /// Email notifications; only while notifications are on.
    public var sendEmailNotifications = false
    /// Mobile notifications; only while notifications are on.
    public var sendMobileNotifications = false
    /// Why the display name was changed or is not acceptable, shown under the field.
    public var displayNameMessage: String?
    /// The confirmation asked before resetting, while it shows.
    @Presents public var alert: AlertState<Action.Alert>?

    /// The seed's defaults: haptics on, daily digest, everything else off.
    public init() {}
  }

  /// Binding actions for the form's fields, the permission answer and resetting.
  public enum Action: BindableAction, Equatable, Codable {
    /// A button of the reset confirmation, or its dismissal.
    case alert(PresentationAction<Alert>)
    /// A field written through a binding.
    case binding(BindingAction<State>)
    /// The answer to the permission request.
    case notificationPermissionResponse(granted: Bool)
    /// "Reset settings": asks for confirmation.
    case resetButtonTapped

    /// The buttons of the reset confirmation (Cancel sends nothing).
    @CasePathable
    public enum Alert: Equatable, Sendable, Codable {
      /// "Reset": every field back to its default.
      case confirmReset
    }
  }

  /// Identifies the permission request, so that resetting can cancel it.
  enum CancelID { case permission }

  /// The longest display name accepted.
  public static let displayNameLimit = 20

  @Dependency(\.continuousClock) var clock

  /// The settings reducer.
  public init() {}

  /// `BindingReducer` applies the fields; the reducer after it validates and reacts.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.displayName):
        Self.validateDisplayName(&state)
        return .none

      case .alert(.presented(.confirmReset)):
        state = State()
        return .cancel(id: CancelID.permission)

      case .alert:
        return .none

      case .binding(\.enableNotifications):
        guard state.enableNotifications else { return .none }
        // Stands in for a system authorization request.
        state.isLoading = true
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.notificationPermissionResponse(granted: true))
        }
        .cancellable(id: CancelID.permission)

      case .binding:
        return .none

      case let .notificationPermissionResponse(granted):
        state.isLoading = false
        if !granted {
          state.enableNotifications = false
        }
        return .none

      case .resetButtonTapped:
        state.alert = .reset
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Leading whitespace is dropped and runs of whitespace become one space, so the name can
  /// still be typed word by word; anything past the limit is cut off.
  static func validateDisplayName(_ state: inout State) {
    var cleaned = ""
    for character in state.displayName {
      if character.isWhitespace {
        if !cleaned.isEmpty, cleaned.last != " " { cleaned.append(" ") }
      } else {
        cleaned.append(character)
      }
    }
    if cleaned.count > Self.displayNameLimit {
      cleaned = String(cleaned.prefix(Self.displayNameLimit))
      state.displayNameMessage = "At most \(Self.displayNameLimit) characters"
    } else if cleaned.trimmingCharacters(in: .whitespaces).isEmpty {
      state.displayNameMessage = "A display name is required"
    } else {
      state.displayNameMessage = nil
    }
    state.displayName = cleaned
  }
}

extension AlertState where Action == SettingsFeature.Action.Alert {
  /// The confirmation "Reset settings" asks for.
  public static let reset = AlertState {
    TextState("Reset settings?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("Every setting goes back to its default, and the display name is cleared.")
  }
}
