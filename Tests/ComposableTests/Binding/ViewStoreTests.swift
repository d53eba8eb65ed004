import Composable
import Testing

@MainActor
@Suite("ViewStore")
struct ViewStoreTests {
  @Test func observesAndSends() {
    let store = Store(initialState: PerFieldSpelling.Settings.State()) {
      PerFieldSpelling.Settings()
    }
    let viewStore = ViewStore(store, observe: { $0 })
    #expect(viewStore.isHapticFeedbackEnabled)
    viewStore.send(.isHapticFeedbackEnabledChanged(false))
    #expect(!viewStore.isHapticFeedbackEnabled)
    #expect(viewStore.state == store.state)
  }

  @Test func viewStateAndViewActionMapping() {
    let store = Store(initialState: PerFieldSpelling.Settings.State()) {
      PerFieldSpelling.Settings()
    }
    let viewStore = ViewStore(
      store,
      observe: { $0.displayName.count },
      send: { (text: String) in .displayNameChanged(text) }
    )
    #expect(viewStore.state == 0)
    viewStore.send("Blob")
    #expect(viewStore.state == 4)
    #expect(store.displayName == "Blob")
  }

  @Test func seedBindingGetSend() {
    // Seed 000, 4.2: `viewStore.binding(get:send:)` for a per-field action.
    let store = Store(initialState: PerFieldSpelling.Settings.State()) {
      PerFieldSpelling.Settings()
    }
    let viewStore = ViewStore(store, observe: { $0 })
    let isOn = viewStore.binding(
      get: \.isHapticFeedbackEnabled,
      send: { .isHapticFeedbackEnabledChanged($0) }
    )
    #expect(isOn.wrappedValue)
    isOn.wrappedValue = false
    #expect(!store.isHapticFeedbackEnabled)
    #expect(!isOn.wrappedValue)
  }

  @Test func bindingWithAConstantAction() {
    let store = Store(initialState: PerFieldSpelling.Settings.State()) {
      PerFieldSpelling.Settings()
    }
    let viewStore = ViewStore(store, observe: { $0 })
    let turnOff = viewStore.binding(
      get: \.sendEmailNotifications, send: .sendEmailNotificationsChanged(true)
    )
    turnOff.wrappedValue = true
    #expect(store.sendEmailNotifications)
  }

  @Test func dollarFieldsOfBindingState() {
    // Seed 002: `TextField("Display name", text: viewStore.$displayName)`.
    let store = Store(initialState: SeedSpelling.Settings.State()) { SeedSpelling.Settings() }
    let viewStore = ViewStore(store, observe: { $0 })
    let displayName = viewStore.$displayName
    displayName.wrappedValue = "Blob"
    #expect(store.displayName == "Blob")
    #expect(displayName.wrappedValue == "Blob")
    viewStore.$protectMyPosts.wrappedValue = true
    #expect(store.protectMyPosts)
  }

  @Test func bindingViewStateOfSeed002() {
    let store = Store(initialState: SeedSpelling.Settings.State()) { SeedSpelling.Settings() }
    let viewStore = ViewStore(store, observe: SeedSpelling.NotificationSettingsViewState.init)
    #expect(!viewStore.enableNotifications)
    #expect(!viewStore.sendEmailNotifications)

    // `Toggle("Enable notifications", isOn: viewStore.$enableNotifications)`
    viewStore.$sendEmailNotifications.wrappedValue = true
    #expect(store.sendEmailNotifications)
    #expect(viewStore.sendEmailNotifications)
    viewStore.$sendMobileNotifications.wrappedValue = true
    #expect(store.sendMobileNotifications)
  }

  @Test func bindingViewStateWithAMemberwiseClosure() {
    // Seed 002's first spelling: `observe: { bindingViewStore in ViewState(...) }`.
    struct ViewState: Equatable {
      @BindingViewState var enableNotifications: Bool
      @BindingViewState var sendEmailNotifications: Bool
      @BindingViewState var sendMobileNotifications: Bool
    }
    let store = Store(initialState: SeedSpelling.Settings.State()) { SeedSpelling.Settings() }
    let viewStore = ViewStore(
      store,
      observe: { bindingViewStore in
        ViewState(
          enableNotifications: bindingViewStore.$enableNotifications,
          sendEmailNotifications: bindingViewStore.$sendEmailNotifications,
          sendMobileNotifications: bindingViewStore.$sendMobileNotifications
        )
      }
    )
    viewStore.$sendMobileNotifications.wrappedValue = true
    #expect(viewStore.sendMobileNotifications)
    #expect(store.sendMobileNotifications)
  }

  @Test func viewStatesCompareByValue() {
    let store = Store(initialState: SeedSpelling.Settings.State()) { SeedSpelling.Settings() }
    let viewStore = ViewStore(store, observe: SeedSpelling.NotificationSettingsViewState.init)
    let before = viewStore.state
    #expect(before == viewStore.state)
    store.send(.set(\.$sendEmailNotifications, true))
    let after = viewStore.state
    #expect(before != after)
    // A view state keeps the values it was computed with.
    #expect(!before.sendEmailNotifications)
    #expect(after.sendEmailNotifications)
  }

  @Test func viewStateBindingsSendOnlyRealChanges() {
    var sent: [SeedSpelling.Settings.Action] = []
    let store = Store(initialState: SeedSpelling.Settings.State()) {
      Reduce { (_: inout SeedSpelling.Settings.State, action: SeedSpelling.Settings.Action) in
        sent.append(action)
        return .none
      }
      SeedSpelling.Settings()
    }
    let viewStore = ViewStore(store, observe: SeedSpelling.NotificationSettingsViewState.init)
    viewStore.$sendEmailNotifications.wrappedValue = false
    viewStore.$sendEmailNotifications.wrappedValue = true
    viewStore.$sendEmailNotifications.wrappedValue = true
    #expect(sent == [.set(\.$sendEmailNotifications, true)])
  }
}
