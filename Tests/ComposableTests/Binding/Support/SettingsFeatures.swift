import Composable

// The Settings feature of seeds 000 and 002, in the three spellings they walk through: one action
// per field (`PerFieldSpelling`), `@BindingState` + `BindableAction` (`SeedSpelling`), and today's
// `@ObservableState` + `BindableAction` (`TodaySpelling`).

/// How often the user gets a digest e-mail.
enum Digest: String, CaseIterable, Equatable, Sendable {
  case daily, weekly, off
}

/// Asks the system for permission to show notifications.
struct NotificationAuthorization: Sendable {
  var request: @Sendable () async -> Bool
}

extension NotificationAuthorization: DependencyKey {
  static let liveValue = NotificationAuthorization(request: { false })
  static let testValue = NotificationAuthorization(request: { true })
}

extension DependencyValues {
  var notificationAuthorization: NotificationAuthorization {
    get { self[NotificationAuthorization.self] }
    set { self[NotificationAuthorization.self] = newValue }
  }
}

/// The longest display name the feature keeps.
let maxDisplayNameLength = 16

enum PerFieldSpelling {
  /// Seed 000, 4.2: one action per editable field, bound with `binding(get:send:)`.
  struct Settings: Reducer {
    struct State: Equatable {
      var isHapticFeedbackEnabled = true
      var digest = Digest.daily
      var displayName = ""
      var enableNotifications = false
      var isLoading = false
      var protectMyPosts = false
      var sendEmailNotifications = false
      var sendMobileNotifications = false
    }

    @CasePathable
    enum Action: Equatable {
      case isHapticFeedbackEnabledChanged(Bool)
      case digestChanged(Digest)
      case displayNameChanged(String)
      case enableNotificationsChanged(Bool)
      case protectMyPostsChanged(Bool)
      case sendEmailNotificationsChanged(Bool)
      case sendMobileNotificationsChanged(Bool)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .isHapticFeedbackEnabledChanged(isEnabled):
        state.isHapticFeedbackEnabled = isEnabled
        return .none

      case let .digestChanged(digest):
        state.digest = digest
        return .none

      case let .displayNameChanged(displayName):
        state.displayName = displayName
        return .none

      case let .enableNotificationsChanged(isOn):
        state.enableNotifications = isOn
        return .none

      case let .protectMyPostsChanged(isOn):
        state.protectMyPosts = isOn
        return .none

      case let .sendEmailNotificationsChanged(isOn):
        state.sendEmailNotifications = isOn
        return .none

      case let .sendMobileNotificationsChanged(isOn):
        state.sendMobileNotifications = isOn
        return .none
      }
    }
  }
}

enum SeedSpelling {
  /// Seeds 000 4.3 and 002: `@BindingState` fields, one `binding` action, `BindingReducer`, and a
  /// reducer after it that validates the display name and asks for notification permission.
  struct Settings: Reducer {
    struct State: Equatable {
      @BindingState var isHapticFeedbackEnabled = true
      @BindingState var digest = Digest.daily
      @BindingState var displayName = ""
      @BindingState var enableNotifications = false
      var isLoading = false
      @BindingState var protectMyPosts = false
      @BindingState var sendEmailNotifications = false
      @BindingState var sendMobileNotifications = false
    }

    @CasePathable
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case authorizationResponse(Bool)
    }

    @Dependency(\.notificationAuthorization) var notificationAuthorization

    var body: some Reducer<State, Action> {
      BindingReducer()

      Reduce { state, action in
        switch action {
        case .binding(\.$displayName):
          // Validate display name
          state.displayName = String(state.displayName.prefix(maxDisplayNameLength))
          return .none

        case .binding(\.$enableNotifications):
          // Return an authorization request effect
          guard state.enableNotifications else {
            state.sendEmailNotifications = false
            state.sendMobileNotifications = false
            return .none
          }
          state.isLoading = true
          return .run { send in
            await send(.authorizationResponse(await self.notificationAuthorization.request()))
          }

        case .binding:
          return .none

        case let .authorizationResponse(granted):
          state.isLoading = false
          state.enableNotifications = granted
          return .none
        }
      }
    }
  }

  /// Seed 002's `NotificationSettingsView.ViewState`, without the view.
  struct NotificationSettingsViewState: Equatable {
    @BindingViewState var enableNotifications: Bool
    @BindingViewState var sendEmailNotifications: Bool
    @BindingViewState var sendMobileNotifications: Bool

    @MainActor
    init(bindingViewStore: BindingViewStore<Settings.State>) {
      self._enableNotifications = bindingViewStore.$enableNotifications
      self._sendEmailNotifications = bindingViewStore.$sendEmailNotifications
      self._sendMobileNotifications = bindingViewStore.$sendMobileNotifications
    }
  }
}

enum TodaySpelling {
  /// The same feature in today's spelling: plain fields of `@ObservableState` state.
  @Reducer
  struct Settings {
    @ObservableState
    struct State: Equatable {
      var isHapticFeedbackEnabled = true
      var digest = Digest.daily
      var displayName = ""
      var enableNotifications = false
      var isLoading = false
      var protectMyPosts = false
      var sendEmailNotifications = false
      var sendMobileNotifications = false
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case authorizationResponse(Bool)
    }

    @Dependency(\.notificationAuthorization) var notificationAuthorization

    var body: some ReducerOf<Self> {
      BindingReducer()

      Reduce { state, action in
        switch action {
        case .binding(\.displayName):
          state.displayName = String(state.displayName.prefix(maxDisplayNameLength))
          return .none

        case .binding(\.enableNotifications):
          guard state.enableNotifications else {
            state.sendEmailNotifications = false
            state.sendMobileNotifications = false
            return .none
          }
          state.isLoading = true
          return .run { send in
            await send(.authorizationResponse(await self.notificationAuthorization.request()))
          }

        case .binding:
          return .none

        case let .authorizationResponse(granted):
          state.isLoading = false
          state.enableNotifications = granted
          return .none
        }
      }
    }
  }

  /// A feature whose bindings are view actions: `BindingReducer(action: \.view)`.
  @Reducer
  struct Profile {
    @ObservableState
    struct State: Equatable {
      var displayName = ""
      var saved: [String] = []
    }

    enum Action: Equatable {
      case view(View)

      @CasePathable
      enum View: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case saveButtonTapped
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)

      Reduce { state, action in
        switch action {
        case .view(.binding(\.displayName)):
          state.displayName = state.displayName.lowercased()
          return .none
        case .view(.binding):
          return .none
        case .view(.saveButtonTapped):
          state.saved.append(state.displayName)
          return .none
        }
      }
    }
  }
}
