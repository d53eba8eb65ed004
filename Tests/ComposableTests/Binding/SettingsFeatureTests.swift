import Composable
import TestHelpers
import Testing

/// The seed `Settings` feature, driven through store bindings as a view would drive it.
@MainActor
@Suite("Seed Settings feature")
struct SettingsFeatureTests {
  @Test func perFieldActionsThroughBindingGetSend() {
    // Seed 000, 4.2: one action per field.
    let store = Store(initialState: PerFieldSpelling.Settings.State()) {
      PerFieldSpelling.Settings()
    }
    store.binding(get: \.isHapticFeedbackEnabled, send: { .isHapticFeedbackEnabledChanged($0) })
      .wrappedValue = false
    store.binding(get: \.digest, send: { .digestChanged($0) }).wrappedValue = .weekly
    store.binding(get: \.displayName, send: { .displayNameChanged($0) }).wrappedValue = "Blob"
    store.binding(get: \.enableNotifications, send: { .enableNotificationsChanged($0) })
      .wrappedValue = true
    store.binding(get: \.protectMyPosts, send: { .protectMyPostsChanged($0) }).wrappedValue = true
    store.binding(get: \.sendEmailNotifications, send: { .sendEmailNotificationsChanged($0) })
      .wrappedValue = true
    store.binding(get: \.sendMobileNotifications, send: { .sendMobileNotificationsChanged($0) })
      .wrappedValue = true
    #expect(
      store.state
        == PerFieldSpelling.Settings.State(
          isHapticFeedbackEnabled: false,
          digest: .weekly,
          displayName: "Blob",
          enableNotifications: true,
          isLoading: false,
          protectMyPosts: true,
          sendEmailNotifications: true,
          sendMobileNotifications: true
        )
    )
  }

  @Test func seedSpellingEveryBindableField() async {
    let store = Store(initialState: SeedSpelling.Settings.State()) {
      SeedSpelling.Settings()
    }
    store.binding(\.$isHapticFeedbackEnabled).wrappedValue = false
    store.binding(\.$digest).wrappedValue = .off
    store.binding(\.$displayName).wrappedValue = "Blob"
    store.binding(\.$protectMyPosts).wrappedValue = true
    store.binding(\.$sendEmailNotifications).wrappedValue = true
    store.binding(\.$sendMobileNotifications).wrappedValue = true
    await store.send(.set(\.$enableNotifications, true)).finish()

    var expected = SeedSpelling.Settings.State()
    expected.isHapticFeedbackEnabled = false
    expected.digest = .off
    expected.displayName = "Blob"
    expected.protectMyPosts = true
    expected.sendEmailNotifications = true
    expected.sendMobileNotifications = true
    expected.enableNotifications = true
    #expect(store.state == expected)
  }

  @Test func seedSpellingValidationAndAuthorization() async {
    let store = Store(initialState: SeedSpelling.Settings.State()) {
      SeedSpelling.Settings()
    } withDependencies: {
      $0.notificationAuthorization.request = { false }
    }
    let displayName = store.binding(\.$displayName)
    displayName.wrappedValue = "Blob McBlobface the Third"
    #expect(displayName.wrappedValue == "Blob McBlobface ")

    store.binding(\.$sendEmailNotifications).wrappedValue = true
    let enable = store.binding(\.$enableNotifications)
    enable.wrappedValue = true
    #expect(store.isLoading)
    #expect(enable.wrappedValue)
    // Wait for the authorization effect: permission is denied.
    #expect(await eventually { !store.isLoading })
    #expect(!enable.wrappedValue)

    // Turning notifications off clears the channels.
    store.send(.set(\.$enableNotifications, true))
    store.send(.authorizationResponse(true))
    enable.wrappedValue = false
    #expect(!store.sendEmailNotifications)
    #expect(!store.sendMobileNotifications)
  }

  @Test func todaySpellingEveryBindableField() async {
    let store = Store(initialState: TodaySpelling.Settings.State()) {
      TodaySpelling.Settings()
    }
    store.binding(\.isHapticFeedbackEnabled).wrappedValue = false
    store.binding(\.digest).wrappedValue = .off
    store.binding(\.displayName).wrappedValue = "Blob"
    store.binding(\.protectMyPosts).wrappedValue = true
    store.binding(\.sendEmailNotifications).wrappedValue = true
    store.binding(\.sendMobileNotifications).wrappedValue = true
    await store.send(.set(\.enableNotifications, true)).finish()

    var expected = TodaySpelling.Settings.State()
    expected.isHapticFeedbackEnabled = false
    expected.digest = .off
    expected.displayName = "Blob"
    expected.protectMyPosts = true
    expected.sendEmailNotifications = true
    expected.sendMobileNotifications = true
    expected.enableNotifications = true
    #expect(store.state == expected)
  }

  @Test func todaySpellingValidationAndAuthorization() async {
    let store = Store(initialState: TodaySpelling.Settings.State()) {
      TodaySpelling.Settings()
    } withDependencies: {
      $0.notificationAuthorization.request = { false }
    }
    let displayName = store.binding(\.displayName)
    displayName.wrappedValue = "Blob McBlobface the Third"
    #expect(displayName.wrappedValue == "Blob McBlobface ")

    let task = store.send(.set(\.enableNotifications, true))
    #expect(store.isLoading)
    #expect(await finishes(task))
    #expect(!store.isLoading)
    #expect(!store.enableNotifications)
  }
}
