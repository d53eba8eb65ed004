import Composable
import ComposableTesting
import Testing

/// The seed `Settings` feature under `TestStore`, in the seed's spelling and today's.
@MainActor
@Suite("Seed Settings feature with TestStore")
struct SettingsTestStoreTests {
  // Seed 002, "Test", verbatim apart from `await` and the closing brace typo.
  @Test func seedTest() async {
    let store = TestStore(initialState: SeedSpelling.Settings.State()) {
      SeedSpelling.Settings()
    }

    await store.send(.set(\.$displayName, "Blob")) {
      $0.displayName = "Blob"
    }
    await store.send(.set(\.$protectMyPosts, true)) {
      $0.protectMyPosts = true
    }
  }

  @Test func seedSpellingEveryField() async {
    let store = TestStore(initialState: SeedSpelling.Settings.State()) {
      SeedSpelling.Settings()
    } withDependencies: {
      $0.notificationAuthorization.request = { true }
    }
    await store.send(.set(\.$isHapticFeedbackEnabled, false)) {
      $0.isHapticFeedbackEnabled = false
    }
    await store.send(.set(\.$digest, .weekly)) {
      $0.digest = .weekly
    }
    await store.send(\.binding.$sendEmailNotifications, true) {
      $0.sendEmailNotifications = true
    }
    await store.send(\.binding.$sendMobileNotifications, true) {
      $0.sendMobileNotifications = true
    }
    await store.send(.binding(.set(\.$protectMyPosts, true))) {
      $0.protectMyPosts = true
    }
    await store.send(.set(\.$enableNotifications, true)) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(\.authorizationResponse, true) {
      $0.isLoading = false
    }
  }

  @Test func seedSpellingDisplayNameValidation() async {
    let store = TestStore(initialState: SeedSpelling.Settings.State()) {
      SeedSpelling.Settings()
    }
    await store.send(.set(\.$displayName, "Blob McBlobface the Third")) {
      $0.displayName = "Blob McBlobface "
    }
  }

  @Test func seedSpellingDeniedAuthorization() async {
    let store = TestStore(
      initialState: SeedSpelling.Settings.State(
        sendEmailNotifications: true, sendMobileNotifications: true
      )
    ) {
      SeedSpelling.Settings()
    } withDependencies: {
      $0.notificationAuthorization.request = { false }
    }
    await store.send(.set(\.$enableNotifications, true)) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(\.authorizationResponse, false) {
      $0.isLoading = false
      $0.enableNotifications = false
    }
    await store.send(.set(\.$enableNotifications, true)) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(\.authorizationResponse) {
      $0.isLoading = false
      $0.enableNotifications = false
    }
  }

  @Test func todaySpellingEveryField() async {
    let store = TestStore(initialState: TodaySpelling.Settings.State()) {
      TodaySpelling.Settings()
    } withDependencies: {
      $0.notificationAuthorization.request = { true }
    }
    await store.send(\.binding.isHapticFeedbackEnabled, false) {
      $0.isHapticFeedbackEnabled = false
    }
    await store.send(\.binding.digest, .off) {
      $0.digest = .off
    }
    await store.send(\.binding.displayName, "Blob") {
      $0.displayName = "Blob"
    }
    await store.send(.set(\.protectMyPosts, true)) {
      $0.protectMyPosts = true
    }
    await store.send(.binding(.set(\.sendEmailNotifications, true))) {
      $0.sendEmailNotifications = true
    }
    await store.send(\.binding.sendMobileNotifications, true) {
      $0.sendMobileNotifications = true
    }
    await store.send(\.binding.enableNotifications, true) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(\.authorizationResponse, true) {
      $0.isLoading = false
    }
    await store.send(\.binding.enableNotifications, false) {
      $0.enableNotifications = false
      $0.sendEmailNotifications = false
      $0.sendMobileNotifications = false
    }
  }

  @Test func todaySpellingDisplayNameValidation() async {
    let store = TestStore(initialState: TodaySpelling.Settings.State()) {
      TodaySpelling.Settings()
    }
    await store.send(\.binding.displayName, "Blob McBlobface the Third") {
      $0.displayName = "Blob McBlobface "
    }
  }

  @Test func wrongExpectationFailsWithADiff() async {
    let store = TestStore(initialState: TodaySpelling.Settings.State()) {
      TodaySpelling.Settings()
    }
    await withKnownIssue {
      await store.send(\.binding.displayName, "Blob") {
        $0.displayName = "Blobby"
      }
    } matching: { issue in
      issue.description.contains(#"displayName: "Blobby""#)
        && issue.description.contains(#"displayName: "Blob","#)
    }
  }

  @Test func viewActionBindings() async {
    let store = TestStore(initialState: TodaySpelling.Profile.State()) {
      TodaySpelling.Profile()
    }
    await store.send(\.view.binding.displayName, "BLOB") {
      $0.displayName = "blob"
    }
    await store.send(.view(.saveButtonTapped)) {
      $0.saved = ["blob"]
    }
  }
}
